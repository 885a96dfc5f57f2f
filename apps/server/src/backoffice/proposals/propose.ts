import type {
  BulkAllotRequest,
  Proposal,
  ProposedChange,
  TenantSettingsSave,
} from '@trading/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import type { Tenant } from '../../tenants/tenant-registry';
import {
  previewApplicationAllotment,
  previewOfferAllotment,
  type OfferAllotment,
} from '../allot-application';
import { recordAudit } from '../audit-repository';
import type { Operator } from '../operator';
import { assertSaveable, tenantSettingsOf } from '../tenant-settings';
import type { AllotmentInput } from './proposal-kinds';
import { insertProposal, proposalViews } from './proposal-repository';

/** Stores a checked change as PENDING, audited as the proposer's; nothing else is written. */
async function propose(
  db: Db,
  proposer: Operator,
  proposal: { input: unknown; basis: unknown; change: ProposedChange },
): Promise<Proposal> {
  return inTransaction(db, async (tx) => {
    const row = await insertProposal(tx, {
      tenantId: proposer.tenantId,
      kind: proposal.change.kind,
      proposedBy: proposer.userId,
      ...proposal,
    });
    await recordAudit(tx, proposer, {
      action: 'PROPOSAL_CREATE',
      targetType: 'proposal',
      targetId: row.id,
      before: null,
      after: proposal.change,
    });
    return (await proposalViews(tx, [row]))[0]!;
  });
}

/** Every setting at once, checked now, written when a second admin approves it on these settings. */
export async function proposeTenantSettings(
  db: Db,
  proposer: Operator,
  tenant: Tenant,
  input: TenantSettingsSave,
): Promise<Proposal> {
  assertSaveable(tenant, input);
  const before = await tenantSettingsOf(db, tenant);
  return propose(db, proposer, {
    input,
    basis: before,
    change: { kind: 'TENANT_SETTINGS', before, after: input },
  });
}

/** One offer's pro-rata allotment as previewed now, written on approval if nothing changed. */
export async function proposeOfferAllotment(
  db: Db,
  proposer: Operator,
  request: BulkAllotRequest & OfferAllotment,
): Promise<Proposal> {
  const offer = {
    kind: request.kind,
    offeringId: request.offeringId,
    available: request.available,
  };
  const preview = await previewOfferAllotment(db, proposer, offer, { proposing: true });
  const input: AllotmentInput = { offer };
  return propose(db, proposer, {
    input,
    basis: preview,
    change: {
      kind: 'ALLOTMENT',
      offer: { kind: offer.kind, offeringId: offer.offeringId },
      preview,
    },
  });
}

/** One application's allotment (0 fails it), checked now, written on approval if unchanged. */
export async function proposeApplicationAllotment(
  db: Db,
  proposer: Operator,
  applicationId: number,
  shares: number,
): Promise<Proposal> {
  const preview = await previewApplicationAllotment(db, proposer, applicationId, shares);
  const input: AllotmentInput = { offer: null };
  return propose(db, proposer, {
    input,
    basis: preview,
    change: { kind: 'ALLOTMENT', offer: null, preview },
  });
}
