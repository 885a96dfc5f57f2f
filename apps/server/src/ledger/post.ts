import type { CurrencyCode, TransactionScene } from '@trading/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerEntries, ledgerTransactions, userBalances } from '../db/schema';
import { ApiError } from '../http/api-error';
import { isUserAccount, USER_CASH, type Account } from './accounts';
import { isCheckViolation } from './check-violation';
import { fromUnits, hasAtMostDecimals, toUnits, type Units } from './decimal';

export interface Leg {
  account: Account;
  currency: CurrencyCode;
  /** Signed: positive adds to the account. User legs belong to the posting's user. */
  amount: Units;
}

export interface Posting {
  scene: TransactionScene;
  description: string;
  legs: Leg[];
  refType?: string;
  refId?: number;
  operatorId?: number;
}

export interface Balance {
  cash: Units;
  held: Units;
}

export interface PostResult {
  /** Ids of the ledger transactions, in the order of the postings. */
  transactionIds: number[];
  /** The user's balances after the postings, for every currency they touched. */
  balances: Map<CurrencyCode, Balance>;
}

/** Money is kept in whole cents (every tenant currency has 2 decimals). */
const CENTS = 2;

function assertBalanced(posting: Posting): void {
  const sums = new Map<string, Units>();
  for (const leg of posting.legs) {
    if (leg.amount === 0n) throw new Error(`${posting.scene}: zero leg on ${leg.account}`);
    if (!hasAtMostDecimals(leg.amount, CENTS))
      throw new Error(`${posting.scene}: ${leg.amount} is not whole cents`);
    sums.set(leg.currency, (sums.get(leg.currency) ?? 0n) + leg.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new Error(`${posting.scene}: legs in ${currency} sum to ${sum}, not 0`);
  }
}

/**
 * Writes double-entry transactions for one user inside the caller's database
 * transaction. The user's balance rows are updated first, one statement per currency in
 * a fixed order (that row lock is what serialises concurrent requests of one account,
 * and the fixed order keeps two of them from deadlocking); a balance that would go
 * negative breaks the table's CHECK and becomes INSUFFICIENT_BALANCE.
 */
export async function post(
  db: Db,
  tenantId: string,
  userId: number,
  postings: Posting[],
): Promise<PostResult> {
  for (const posting of postings) assertBalanced(posting);

  const deltas = new Map<CurrencyCode, Balance>();
  for (const posting of postings) {
    for (const leg of posting.legs) {
      if (!isUserAccount(leg.account)) continue;
      const delta = deltas.get(leg.currency) ?? { cash: 0n, held: 0n };
      if (leg.account === USER_CASH) delta.cash += leg.amount;
      else delta.held += leg.amount;
      deltas.set(leg.currency, delta);
    }
  }

  const balances = new Map<CurrencyCode, Balance>();
  for (const currency of [...deltas.keys()].sort()) {
    const delta = deltas.get(currency)!;
    balances.set(currency, await applyDelta(db, tenantId, userId, currency, delta));
  }

  // Running balances after each user leg, walking forward from the balance before.
  const running = new Map<string, Units>();
  for (const [currency, after] of balances) {
    const delta = deltas.get(currency)!;
    running.set(`${USER_CASH}:${currency}`, after.cash - delta.cash);
    running.set(`user:held:${currency}`, after.held - delta.held);
  }

  const entries = postings.flatMap((posting, ord) =>
    posting.legs.map((leg) => {
      const user = isUserAccount(leg.account);
      let balanceAfter: string | null = null;
      if (user) {
        const key = `${leg.account}:${leg.currency}`;
        const next = running.get(key)! + leg.amount;
        running.set(key, next);
        balanceAfter = fromUnits(next, 8);
      }
      return { ord, user, leg, balanceAfter };
    }),
  );
  const entryRows = entries.map(
    ({ ord, user, leg, balanceAfter }, seq) =>
      sql`(${ord}::int, ${seq}::int, ${user ? userId : null}::int, ${leg.account}::text, ${leg.currency}::text, ${fromUnits(leg.amount, 8)}::numeric, ${balanceAfter}::numeric)`,
  );
  const headers = postings.map(
    (p, ord) =>
      sql`(${ord}::int, ${p.scene}::text, ${p.description}::text, ${p.refType ?? null}::text, ${p.refId ?? null}::bigint, ${p.operatorId ?? null}::int)`,
  );
  // One round trip for both tables: identities are handed out in `order by` order, and the
  // entries keep their legs' order (the audit's running balance walks entries by id).
  const inserted = await db.execute(sql`
    with header (ord, scene, description, ref_type, ref_id, operator_id) as (
      values ${sql.join(headers, sql`, `)}
    ), created as (
      insert into ${ledgerTransactions} (tenant_id, user_id, scene, description, ref_type, ref_id, operator_id)
      select ${tenantId}, ${userId}::int, scene, description, ref_type, ref_id, operator_id
      from header order by ord
      returning id
    ), numbered as (
      select id, (row_number() over (order by id) - 1)::int as ord from created
    ), written as (
      insert into ${ledgerEntries} (transaction_id, tenant_id, user_id, account, currency, amount, balance_after)
      select n.id, ${tenantId}, e.user_id, e.account, e.currency, e.amount, e.balance_after
      from (values ${sql.join(entryRows, sql`, `)})
        as e(ord, seq, user_id, account, currency, amount, balance_after)
      join numbered n on n.ord = e.ord
      order by e.seq
    )
    select id from numbered order by id`);
  const transactionIds = rowsOf<{ id: string | number }>(inserted).map((r) => Number(r.id));
  return { transactionIds, balances };
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function applyDelta(
  db: Db,
  tenantId: string,
  userId: number,
  currency: CurrencyCode,
  delta: Balance,
): Promise<Balance> {
  const returning = { cash: userBalances.cash, held: userBalances.held };
  const set = {
    cash: sql`${userBalances.cash} + ${fromUnits(delta.cash, 8)}::numeric`,
    held: sql`${userBalances.held} + ${fromUnits(delta.held, 8)}::numeric`,
    updatedAt: sql`now()`,
  };
  try {
    let rows: { cash: string; held: string }[];
    if (delta.cash >= 0n && delta.held >= 0n) {
      // PostgreSQL checks the proposed row before it finds the conflict, so only
      // money coming in may take the insert path.
      rows = await db
        .insert(userBalances)
        .values({
          tenantId,
          userId,
          currency,
          cash: fromUnits(delta.cash, 8),
          held: fromUnits(delta.held, 8),
        })
        .onConflictDoUpdate({ target: [userBalances.userId, userBalances.currency], set })
        .returning(returning);
    } else {
      rows = await db
        .update(userBalances)
        .set(set)
        .where(and(eq(userBalances.userId, userId), eq(userBalances.currency, currency)))
        .returning(returning);
      // No row: nothing was ever credited in this currency.
      if (rows.length === 0) throw new ApiError('INSUFFICIENT_BALANCE');
    }
    return { cash: toUnits(rows[0]!.cash), held: toUnits(rows[0]!.held) };
  } catch (error) {
    if (isCheckViolation(error)) throw new ApiError('INSUFFICIENT_BALANCE');
    throw error;
  }
}
