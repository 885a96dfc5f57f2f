import { z } from 'zod';
import { Id, IdParam } from '../common.js';
import { Money, TimestampMs } from '../money.js';
import { REJECTION_REASONS, type ReviewQueue } from '../rejection-reasons.js';

/** What the ledger audit found wrong: a transaction that does not sum to zero, or a balance that disagrees with its entries. */
export const LedgerViolationKind = z.enum(['UNBALANCED_TRANSACTION', 'BALANCE_MISMATCH']);
export type LedgerViolationKind = z.infer<typeof LedgerViolationKind>;

/** One currency of the tenant's books, recomputed from the ledger entries. */
export const LedgerCurrencyTotals = z.object({
  currency: z.string(),
  transactions: z.int().nonnegative(),
  entries: z.int().nonnegative(),
  /** Sum of the positive entries. */
  credits: Money,
  /** Sum of the negative entries, as a positive amount. */
  debits: Money,
  /** credits − debits: zero when every transaction balances. */
  net: Money,
  /** The investors' materialised cash and held balances in this currency. */
  userCash: Money,
  userHeld: Money,
  /** net is zero and no violation names this currency. */
  balanced: z.boolean(),
});
export type LedgerCurrencyTotals = z.infer<typeof LedgerCurrencyTotals>;

export const LedgerViolation = z.object({
  kind: LedgerViolationKind,
  currency: z.string(),
  /** The rows that disagree, as the audit's query found them (ids, account, amounts). */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type LedgerViolation = z.infer<typeof LedgerViolation>;

/** GET /admin/ledger/audit (operators only). */
export const LedgerAudit = z.object({
  tenantId: z.string(),
  checkedAt: TimestampMs,
  /** True when there is no violation. */
  consistent: z.boolean(),
  totals: z.array(LedgerCurrencyTotals),
  violations: z.array(LedgerViolation),
});
export type LedgerAudit = z.infer<typeof LedgerAudit>;

/**
 * Back-office roles, widest last: each holds the permissions of the one before it.
 * A reviewer decides KYC, deposits and withdrawals; an operator also runs offerings, content and
 * settlement; an admin also manages operator accounts and tenant settings.
 */
export const OperatorRole = z.enum(['reviewer', 'operator', 'admin']);
export type OperatorRole = z.infer<typeof OperatorRole>;

/** `accounts`: lock, unlock and sign out an investor (looking one up needs only `review`). */
export const OperatorPermission = z.enum([
  'review',
  'offerings',
  'content',
  'settlement',
  'accounts',
  'administer',
]);
export type OperatorPermission = z.infer<typeof OperatorPermission>;

/** What each role may do: the data every /api/admin call is checked against. */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  reviewer: ['review'],
  operator: ['review', 'offerings', 'content', 'settlement', 'accounts'],
  admin: ['review', 'offerings', 'content', 'settlement', 'accounts', 'administer'],
};

/** GET /admin/me — who is signed in to the console, and what they may do. */
export const OperatorProfile = z.object({
  userId: Id,
  username: z.string(),
  role: OperatorRole,
  permissions: z.array(OperatorPermission),
});
export type OperatorProfile = z.infer<typeof OperatorProfile>;

/**
 * When a review item last changed (submitted, first approved or decided), as an opaque token the
 * queue sends with each item and every decision sends back.
 */
export const ReviewVersion = z.string().trim().min(1).max(40);

const decisionFields = {
  id: IdParam,
  /** The `version` of the item as the reviewer saw it; a decision on an older one is ALREADY_DECIDED. */
  version: ReviewVersion,
};

/** POST /admin/{queue}/{id}/approve — an optional note, kept with the decision. */
export const ReviewApproveRequest = z.object({
  ...decisionFields,
  note: z.string().trim().max(500).optional(),
});

/**
 * POST /admin/{queue}/{id}/reject — a reason of the queue's list is required, shown to the
 * investor in their language; the note is the reviewer's own words beside it (required for OTHER,
 * which says nothing by itself). A blank note is no note.
 */
export function reviewRejectRequest<const Q extends ReviewQueue>(queue: Q) {
  return z
    .object({
      ...decisionFields,
      reason: z.enum(
        REJECTION_REASONS[queue] as unknown as [
          (typeof REJECTION_REASONS)[Q][number],
          ...(typeof REJECTION_REASONS)[Q][number][],
        ],
      ),
      note: z
        .string()
        .trim()
        .max(500)
        .optional()
        .transform((v) => v || undefined),
    })
    .superRefine((v, ctx) => {
      if (v.reason === 'OTHER' && !v.note)
        ctx.addIssue({ code: 'custom', path: ['note'], message: 'Required' });
    });
}

/** What a decision left: the item's state after it (a large withdrawal may wait for a second approver). */
export const ReviewOutcome = z.object({
  id: Id,
  status: z.string(),
});
export type ReviewOutcome = z.infer<typeof ReviewOutcome>;

/**
 * Who has a review item open: a reviewer's claim, taken when they open it and renewed while it
 * stays open. Until it expires, nobody else decides the item (CLAIMED_BY_OTHER).
 */
export const ReviewClaim = z.object({
  byId: Id,
  by: z.string(),
  expiresAt: TimestampMs,
});
export type ReviewClaim = z.infer<typeof ReviewClaim>;

/** POST /admin/{queue}/{id}/claim — opens (or keeps open) an item for the caller. */
export const ReviewClaimRequest = z.object({ id: IdParam });

/** The item's claim after the call: the caller's own, or another reviewer's still running. */
export const ReviewClaimOutcome = z.object({
  id: Id,
  /** True when the caller now holds the claim. */
  mine: z.boolean(),
  claim: ReviewClaim,
});
export type ReviewClaimOutcome = z.infer<typeof ReviewClaimOutcome>;

/** Another account that shares something with the item's investor, and where its KYC stands. */
export const RelatedAccount = z.object({
  userId: Id,
  username: z.string(),
  name: z.string(),
  /** That account's KYC status: REVIEWING (pending) or PASSED (verified). */
  kycStatus: z.string(),
});
export type RelatedAccount = z.infer<typeof RelatedAccount>;

/** An earlier decision on the same investor's KYC, as its audit entry recorded it. */
export const EarlierKycDecision = z.object({
  at: TimestampMs,
  by: z.string(),
  /** The name on the submission that was decided. */
  name: z.string(),
  note: z.string().nullable(),
});
export type EarlierKycDecision = z.infer<typeof EarlierKycDecision>;

/** What a KYC reviewer checks before deciding, computed by the server. */
export const KycRiskSignals = z.object({
  /** Other verified or pending accounts with the same ID number (case, spaces and dashes aside). */
  sameIdNumber: z.array(RelatedAccount),
  /** Other such accounts whose tax number, or ID number, is this submission's tax number. */
  sameTaxIdNumber: z.array(RelatedAccount),
  /** Other verified or pending accounts naming the same bank account. */
  sameBankAccount: z.array(RelatedAccount),
  /** Names on this investor's earlier decided submissions that differ from the one under review. */
  earlierNames: z.array(z.string()),
  /** This investor's earlier rejections, newest first. */
  previousRejections: z.array(EarlierKycDecision),
});
export type KycRiskSignals = z.infer<typeof KycRiskSignals>;

/** GET /admin/kyc — one submission waiting for a decision. */
export const PendingKyc = z.object({
  userId: Id,
  username: z.string(),
  name: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  /** Whole, like the ID number: the reviewer compares it with the documents. */
  taxIdType: z.string().nullable(),
  taxIdNumber: z.string().nullable(),
  bank: z.string().nullable(),
  cardNo: z.string().nullable(),
  photoIds: z.array(Id),
  /** The ID photos' urls (capability urls under /api/files, like the investor's own). */
  photoUrls: z.array(z.string()),
  submittedAt: TimestampMs,
  version: ReviewVersion,
  claim: ReviewClaim.nullable(),
  signals: KycRiskSignals,
});
export type PendingKyc = z.infer<typeof PendingKyc>;

/** What every money request waiting for a decision has, deposit or withdrawal. */
export const PendingMoneyRequest = z.object({
  id: Id,
  userId: Id,
  username: z.string(),
  usdt: z.boolean(),
  currency: z.string(),
  amount: Money,
  accountName: z.string().nullable(),
  bank: z.string().nullable(),
  accountNumber: z.string().nullable(),
  createdAt: TimestampMs,
  version: ReviewVersion,
  claim: ReviewClaim.nullable(),
});
export type PendingMoneyRequest = z.infer<typeof PendingMoneyRequest>;

/**
 * A company account an investor pays a deposit into, as the tenant's deposit settings offer it
 * (or offered it when the deposit was made); `id` is DepositMethodInfo's id of that account.
 */
export const CompanyAccount = z.object({
  id: z.string(),
  kind: z.enum(['corporate', 'personal', 'usdt']),
  bank: z.string().nullable(),
  accountName: z.string().nullable(),
  account: z.string(),
});
export type CompanyAccount = z.infer<typeof CompanyAccount>;

/** Another deposit whose receipt is the same image (same content), and whose it is. */
export const ReusedReceipt = z.object({
  depositId: Id,
  userId: Id,
  username: z.string(),
  status: z.string(),
  createdAt: TimestampMs,
});
export type ReusedReceipt = z.infer<typeof ReusedReceipt>;

/** What a deposit reviewer checks before deciding, computed by the server. */
export const DepositRiskSignals = z.object({
  /** The investor's KYC status (REVIEWING, PASSED, REJECTED), or null when none was submitted. */
  kycStatus: z.string().nullable(),
  kycName: z.string().nullable(),
  /** Payer name against the KYC name (word order and case aside); null when either is missing. */
  payerMatchesKyc: z.boolean().nullable(),
  /** The company account the investor says they paid into; null when the deposit names none. */
  paidInto: CompanyAccount.nullable(),
  /** Whether that account is still one the tenant offers on the rail; null when none is named. */
  paidIntoCurrent: z.boolean().nullable(),
  /** The company accounts the tenant offers on the deposit's rail now. */
  companyAccounts: z.array(CompanyAccount),
  /** Other deposits whose receipt has the same content: one image used twice. */
  receiptUsedBefore: z.array(ReusedReceipt),
});
export type DepositRiskSignals = z.infer<typeof DepositRiskSignals>;

/** GET /admin/deposits — one deposit waiting for a decision. */
export const PendingDeposit = PendingMoneyRequest.extend({
  /** A USDT deposit's transfer hash (lower case) as the investor gave it, to look up on-chain. */
  txHash: z.string().nullable(),
  receiptUploadId: Id.nullable(),
  receiptUrl: z.string().nullable(),
  signals: DepositRiskSignals,
});
export type PendingDeposit = z.infer<typeof PendingDeposit>;

/** What a withdrawal reviewer checks before the first approval, computed by the server. */
export const WithdrawalRiskSignals = z.object({
  /** When the investor saved the destination, and when its cooling-off ended (or ends). */
  destinationSavedAt: TimestampMs.nullable(),
  destinationUsableFrom: TimestampMs.nullable(),
  /** The amount is above the tenant's single-approver limit for its currency. */
  needsTwoApprovers: z.boolean(),
  /** That limit, or null when the currency has none. */
  secondApprovalAbove: Money.nullable(),
});
export type WithdrawalRiskSignals = z.infer<typeof WithdrawalRiskSignals>;

/** GET /admin/withdrawals — one withdrawal waiting for a decision. */
export const PendingWithdrawal = PendingMoneyRequest.extend({
  branch: z.string().nullable(),
  bankCode: z.string().nullable(),
  extraCode: z.string().nullable(),
  /** Who gave the first of two approvals a large withdrawal needs, or null. */
  firstApprover: z.string().nullable(),
  /** The investor's balance in the withdrawal's currency; the amount is already part of `held`. */
  cash: Money,
  held: Money,
  signals: WithdrawalRiskSignals,
});
export type PendingWithdrawal = z.infer<typeof PendingWithdrawal>;
