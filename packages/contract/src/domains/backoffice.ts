import { z } from 'zod';
import { Money, TimestampMs } from '../money.js';

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
