import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export interface LedgerProblem {
  kind: 'UNBALANCED_TRANSACTION' | 'BALANCE_MISMATCH';
  detail: Record<string, unknown>;
}

/**
 * Recomputes the books from the entries: every transaction must sum to zero in each
 * currency, and every materialised balance must equal the sum of its account's entries
 * (and the last entry's balance-after). Returns what disagrees; empty means consistent.
 */
export async function auditLedger(db: Db, tenantId?: string): Promise<LedgerProblem[]> {
  const tenant = tenantId === undefined ? sql`true` : sql`e.tenant_id = ${tenantId}`;
  const unbalanced = await db.execute<{
    transaction_id: string;
    currency: string;
    total: string;
  }>(sql`
    select e.transaction_id, e.currency, sum(e.amount)::text as total
    from ledger_entries e where ${tenant}
    group by e.transaction_id, e.currency having sum(e.amount) <> 0`);
  const tenantB = tenantId === undefined ? sql`true` : sql`b.tenant_id = ${tenantId}`;
  const mismatched = await db.execute<Record<string, string>>(sql`
    select b.user_id, b.currency, b.cash::text as cash, b.held::text as held,
      coalesce(s.cash, 0)::text as ledger_cash, coalesce(s.held, 0)::text as ledger_held
    from user_balances b
    left join (
      select user_id, currency,
        sum(amount) filter (where account = 'user:cash') as cash,
        sum(amount) filter (where account = 'user:held') as held
      from ledger_entries where user_id is not null group by user_id, currency
    ) s on s.user_id = b.user_id and s.currency = b.currency
    where ${tenantB} and (b.cash <> coalesce(s.cash, 0) or b.held <> coalesce(s.held, 0))`);
  const runningWrong = await db.execute<Record<string, string>>(sql`
    select e.id, e.user_id, e.account, e.currency
    from (
      select id, tenant_id, user_id, account, currency, balance_after,
        sum(amount) over (partition by user_id, account, currency order by id) as running
      from ledger_entries where user_id is not null
    ) e where ${tenant} and e.balance_after <> e.running`);
  return [
    ...rowsOf(unbalanced).map((detail) => ({ kind: 'UNBALANCED_TRANSACTION' as const, detail })),
    ...rowsOf(mismatched).map((detail) => ({ kind: 'BALANCE_MISMATCH' as const, detail })),
    ...rowsOf(runningWrong).map((detail) => ({ kind: 'BALANCE_MISMATCH' as const, detail })),
  ];
}

/** node-postgres returns `{ rows }`, PGlite too; drizzle passes the driver's result through. */
function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
