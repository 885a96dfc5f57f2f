import { z } from 'zod';
import { Id, IdParam } from '../common.js';
import { TimestampMs } from '../money.js';
import { AllotPreview } from './backoffice-offerings.js';
import { TenantSettings, TenantSettingsSave } from './backoffice-settings.js';
import { OfferingKind } from './offerings.js';

/**
 * Four eyes: a change that moves shares or money rules is first proposed by one staff member
 * and written only when a second, different one approves it (docs/decisions.md).
 */
export const ProposalStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'STALE']);
export type ProposalStatus = z.infer<typeof ProposalStatus>;

/** Who did a step of a proposal, and when. */
const Step = z.object({ userId: Id, username: z.string(), at: TimestampMs });

/** The settings as they were when proposed, and as the proposal would leave them. */
const SettingsChange = z.object({
  kind: z.literal('TENANT_SETTINGS'),
  before: TenantSettings,
  after: TenantSettingsSave,
});

/**
 * An allotment as previewed when proposed: one offer's pro-rata share-out, or one application
 * decided on its own (offer null).
 */
const AllotmentChange = z.object({
  kind: z.literal('ALLOTMENT'),
  offer: z.object({ kind: OfferingKind, offeringId: Id }).nullable(),
  preview: AllotPreview,
});

export const ProposedChange = z.discriminatedUnion('kind', [SettingsChange, AllotmentChange]);
export type ProposedChange = z.infer<typeof ProposedChange>;
export type ProposalKind = ProposedChange['kind'];

/** A proposal as the console lists it: what would change, who proposed it and who decided. */
export const Proposal = z.object({
  id: Id,
  status: ProposalStatus,
  change: ProposedChange,
  proposed: Step,
  decided: Step.nullable(),
  /** The rejecter's reason, or why it went stale. */
  note: z.string().nullable(),
});
export type Proposal = z.infer<typeof Proposal>;

/** GET /admin/proposals — those waiting (default) or of one status, newest first; only kinds the caller may decide. */
export const ProposalsRequest = z.object({ status: ProposalStatus.default('PENDING') });

/** POST /admin/proposals/{id}/approve */
export const ProposalApproveRequest = z.object({ id: IdParam });

/** POST /admin/proposals/{id}/reject — a reason is required. */
export const ProposalRejectRequest = z.object({
  id: IdParam,
  note: z.string().trim().min(1, { error: 'Give a reason' }).max(500),
});
