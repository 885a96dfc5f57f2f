import { z } from 'zod';
import { Id, IdParam, text } from '../common.js';
import { intLike } from '../paging.js';
import { Money, TimestampMs } from '../money.js';

/** GET /admin/investors — username, account number or verified name; a part of one matches. */
export const InvestorSearchRequest = z.object({ q: text(64) });

/** One investor as a search lists them. */
export const InvestorSummary = z.object({
  userId: Id,
  username: z.string(),
  accountNo: z.string(),
  /** The name on the KYC submission, when there is one. */
  name: z.string().nullable(),
  /** REVIEWING, PASSED or REJECTED; null before a submission. */
  kycStatus: z.string().nullable(),
  locked: z.boolean(),
  createdAt: TimestampMs,
});
export type InvestorSummary = z.infer<typeof InvestorSummary>;

export const InvestorBalance = z.object({ currency: z.string(), cash: Money, held: Money });

export const InvestorPosition = z.object({
  instrumentId: Id,
  symbol: z.string(),
  available: z.int().nonnegative(),
  locked: z.int().nonnegative(),
  /** What the shares still held cost in total. */
  cost: Money,
});

export const InvestorOpenOrder = z.object({
  id: Id,
  symbol: z.string(),
  side: z.string(),
  type: z.string(),
  quantity: z.int().positive(),
  limitPrice: Money.nullable(),
  stopPrice: Money.nullable(),
  held: Money,
  currency: z.string(),
  createdAt: TimestampMs,
});

export const InvestorSession = z.object({
  id: Id,
  device: z.string(),
  place: z.string(),
  createdAt: TimestampMs,
  lastSeenAt: TimestampMs,
});
export type InvestorSession = z.infer<typeof InvestorSession>;

/** GET /admin/investors/{id} — everything the lookup screen shows but the ledger. */
export const InvestorDetail = InvestorSummary.extend({
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  lockedAt: TimestampMs.nullable(),
  kyc: z
    .object({
      name: z.string(),
      idType: z.string(),
      idNumber: z.string(),
      taxIdType: z.string().nullable(),
      taxIdNumber: z.string().nullable(),
      bank: z.string().nullable(),
      cardNo: z.string().nullable(),
      reviewNote: z.string().nullable(),
    })
    .nullable(),
  balances: z.array(InvestorBalance),
  positions: z.array(InvestorPosition),
  openOrders: z.array(InvestorOpenOrder),
  sessions: z.array(InvestorSession),
});
export type InvestorDetail = z.infer<typeof InvestorDetail>;

export const InvestorByIdRequest = z.object({ id: IdParam });

/** GET /admin/investors/{id}/ledger — newest first; `beforeId` pages further back. */
export const InvestorLedgerRequest = z.object({
  id: IdParam,
  limit: intLike().pipe(z.int().min(1).max(200)).default(50),
  beforeId: IdParam.optional(),
});

/** One leg on one of the investor's accounts, with that account's balance after it. */
export const InvestorLedgerEntry = z.object({
  id: Id,
  createdAt: TimestampMs,
  scene: z.string(),
  description: z.string(),
  /** user:cash or user:held. */
  account: z.string(),
  currency: z.string(),
  amount: Money,
  balanceAfter: Money.nullable(),
});
export type InvestorLedgerEntry = z.infer<typeof InvestorLedgerEntry>;

/** POST /admin/investors/{id}/lock|unlock — the reason goes to the audit log. */
export const AccountLockRequest = z.object({
  id: IdParam,
  note: z.string().trim().max(500).optional(),
});

export const AccountLockOutcome = z.object({ userId: Id, locked: z.boolean() });

/** POST /admin/investors/{id}/sessions/{sessionId}/revoke — signs one device out. */
export const InvestorSessionRequest = z.object({ id: IdParam, sessionId: IdParam });

/** How many sessions a sign-out ended. */
export const SignOutOutcome = z.object({ userId: Id, ended: z.int().nonnegative() });
