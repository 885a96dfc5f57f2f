import type { LedgerAudit } from '@trading/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fromUnits, SCALE, toUnits } from './decimal';

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

/**
 * The operator's audit of one tenant: per-currency totals recomputed from the entries, and
 * every problem `auditLedger` finds, each named by its currency. Read-only.
 */
export async function ledgerAuditReport(
  db: Db,
  tenantId: string,
  now: Date = new Date(),
): Promise<LedgerAudit> {
  const problems = await auditLedger(db, tenantId);
  const entryTotals = rowsOf<{
    currency: string;
    transactions: string | number;
    entries: string | number;
    credits: string;
    debits: string;
  }>(
    await db.execute(sql`
      select currency, count(distinct transaction_id) as transactions, count(*) as entries,
        coalesce(sum(amount) filter (where amount > 0), 0)::text as credits,
        coalesce(-sum(amount) filter (where amount < 0), 0)::text as debits
      from ledger_entries where tenant_id = ${tenantId} group by currency`),
  );
  const balanceTotals = rowsOf<{ currency: string; cash: string; held: string }>(
    await db.execute(sql`
      select currency, sum(cash)::text as cash, sum(held)::text as held
      from user_balances where tenant_id = ${tenantId} group by currency`),
  );
  const violations = problems.map((p) => ({
    kind: p.kind,
    currency: String(p.detail.currency ?? ''),
    detail: Object.fromEntries(
      Object.entries(p.detail).map(([key, value]) => [key, detailValue(value)]),
    ),
  }));
  const currencies = [
    ...new Set([...entryTotals.map((r) => r.currency), ...balanceTotals.map((r) => r.currency)]),
  ].sort();
  const totals = currencies.map((currency) => {
    const e = entryTotals.find((r) => r.currency === currency);
    const b = balanceTotals.find((r) => r.currency === currency);
    const credits = toUnits(e?.credits ?? '0');
    const debits = toUnits(e?.debits ?? '0');
    const net = credits - debits;
    return {
      currency,
      transactions: Number(e?.transactions ?? 0),
      entries: Number(e?.entries ?? 0),
      credits: moneyText(credits),
      debits: moneyText(debits),
      net: moneyText(net),
      userCash: moneyText(toUnits(b?.cash ?? '0')),
      userHeld: moneyText(toUnits(b?.held ?? '0')),
      balanced: net === 0n && !violations.some((v) => v.currency === currency),
    };
  });
  return {
    tenantId,
    checkedAt: now.getTime(),
    consistent: violations.length === 0,
    totals,
    violations,
  };
}

/** At least 2 decimals, at most the money grain, no trailing zeros beyond the cents. */
function moneyText(units: bigint): string {
  return fromUnits(units, SCALE).replace(/(\.\d\d\d*?)0+$/, '$1');
}

function detailValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}
