import { z } from 'zod';
import { AuditExport, AuditFilter, AuditPage, AuditRequest } from './domains/backoffice-audit.js';
import {
  LedgerAudit,
  OperatorProfile,
  PendingDeposit,
  PendingKyc,
  PendingWithdrawal,
  ReviewApproveRequest,
  ReviewClaimOutcome,
  ReviewClaimRequest,
  reviewRejectRequest,
  ReviewOutcome,
} from './domains/backoffice.js';
import {
  AccountLockOutcome,
  AccountLockRequest,
  InvestorByIdRequest,
  InvestorDetail,
  InvestorLedgerEntry,
  InvestorLedgerRequest,
  InvestorSearchRequest,
  InvestorSessionRequest,
  InvestorSummary,
  SignOutOutcome,
} from './domains/investor-lookup.js';
import { defineEndpoint } from './endpoints.js';
import type { ReviewQueue } from './rejection-reasons.js';
import { defineOperatorEndpoint } from './operator-endpoint.js';
import { operatorContentEndpoints } from './operator-content-endpoints.js';
import { operatorOfferingEndpoints } from './operator-offering-endpoints.js';
import { operatorProposalEndpoints } from './operator-proposal-endpoints.js';
import { operatorSettingsEndpoints } from './operator-settings-endpoints.js';
import { operatorStaffEndpoints } from './operator-staff-endpoints.js';

const none = z.object({});

/** A review queue's calls: what waits, the claim of an opened item, and its approve and reject. */
function reviewQueue<const Q extends ReviewQueue, Row extends z.ZodType>(queue: Q, row: Row) {
  const decide = <const V extends string, Req extends z.ZodObject>(verb: V, request: Req) =>
    defineOperatorEndpoint(
      defineEndpoint({
        method: 'POST',
        path: `/admin/${queue}/{id}/${verb}` as `/admin/${Q}/{id}/${V}`,
        request,
        response: ReviewOutcome,
        auth: true,
      }),
      'review',
    );
  return {
    pending: defineOperatorEndpoint(
      defineEndpoint({
        method: 'GET',
        path: `/admin/${queue}` as `/admin/${Q}`,
        request: none,
        response: z.array(row),
        auth: true,
      }),
      'review',
    ),
    claim: defineOperatorEndpoint(
      defineEndpoint({
        method: 'POST',
        path: `/admin/${queue}/{id}/claim` as `/admin/${Q}/{id}/claim`,
        request: ReviewClaimRequest,
        response: ReviewClaimOutcome,
        auth: true,
      }),
      'review',
    ),
    approve: decide('approve', ReviewApproveRequest),
    reject: decide('reject', reviewRejectRequest(queue)),
  };
}

const kyc = reviewQueue('kyc', PendingKyc);
const deposits = reviewQueue('deposits', PendingDeposit);
const withdrawals = reviewQueue('withdrawals', PendingWithdrawal);

/**
 * Operator calls declared in the contract, beside the investor table (`endpoints`) rather than
 * in it: they live under /api/admin, need the Token of a user holding a back-office role in the
 * tenant (an investor's token is FORBIDDEN, and so is a role without the call's permission) and
 * are not part of the investor app's client. Same `{ code, msg, data }` envelope and error catalogue.
 */
export const operatorEndpoints = {
  /** Any back-office role may ask who it is. */
  me: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/me',
      request: none,
      response: OperatorProfile,
      auth: true,
    }),
    null,
  ),
  kycPending: kyc.pending,
  kycClaim: kyc.claim,
  kycApprove: kyc.approve,
  kycReject: kyc.reject,
  depositsPending: deposits.pending,
  depositsClaim: deposits.claim,
  depositsApprove: deposits.approve,
  depositsReject: deposits.reject,
  withdrawalsPending: withdrawals.pending,
  withdrawalsClaim: withdrawals.claim,
  withdrawalsApprove: withdrawals.approve,
  withdrawalsReject: withdrawals.reject,
  audit: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/audit',
      request: AuditRequest,
      response: AuditPage,
      auth: true,
    }),
    'review',
  ),
  /** The same filters as `audit`, every matching row as one CSV file. */
  auditExport: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/audit/export',
      request: AuditFilter,
      response: AuditExport,
      auth: true,
    }),
    'review',
  ),
  /** Recomputes the tenant's books: per-currency totals and every violation found. */
  ledgerAudit: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/ledger/audit',
      request: none,
      response: LedgerAudit,
      auth: true,
    }),
    'settlement',
  ),
  /** Investor lookup: any back-office role may look. */
  investorSearch: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/investors',
      request: InvestorSearchRequest,
      response: z.array(InvestorSummary),
      auth: true,
    }),
    'review',
  ),
  investorDetail: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/investors/{id}',
      request: InvestorByIdRequest,
      response: InvestorDetail,
      auth: true,
    }),
    'review',
  ),
  investorLedger: defineOperatorEndpoint(
    defineEndpoint({
      method: 'GET',
      path: '/admin/investors/{id}/ledger',
      request: InvestorLedgerRequest,
      response: z.array(InvestorLedgerEntry),
      auth: true,
    }),
    'review',
  ),
  /** Locking also signs every device out; a locked account cannot sign in again. */
  investorLock: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/investors/{id}/lock',
      request: AccountLockRequest,
      response: AccountLockOutcome,
      auth: true,
    }),
    'accounts',
  ),
  investorUnlock: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/investors/{id}/unlock',
      request: AccountLockRequest,
      response: AccountLockOutcome,
      auth: true,
    }),
    'accounts',
  ),
  investorSignOut: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/investors/{id}/sessions/{sessionId}/revoke',
      request: InvestorSessionRequest,
      response: SignOutOutcome,
      auth: true,
    }),
    'accounts',
  ),
  investorSignOutAll: defineOperatorEndpoint(
    defineEndpoint({
      method: 'POST',
      path: '/admin/investors/{id}/sessions/revoke',
      request: InvestorByIdRequest,
      response: SignOutOutcome,
      auth: true,
    }),
    'accounts',
  ),
  ...operatorOfferingEndpoints,
  ...operatorContentEndpoints,
  ...operatorStaffEndpoints,
  ...operatorSettingsEndpoints,
  ...operatorProposalEndpoints,
} as const;

export type OperatorEndpoints = typeof operatorEndpoints;
export type OperatorEndpointName = keyof OperatorEndpoints;
