import type { CurrencyCode, TransactionScene } from '@trading/contract';
import { sql, type SQL } from 'drizzle-orm';
import { isCheckViolation } from '../db/constraint-violation';
import type { Db } from '../db/database';
import { ledgerEntries, ledgerTransactions, userBalances } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { isUserAccount, USER_CASH, USER_HELD, type Account } from './accounts';
import { fromUnits, hasAtMostDecimals, toUnits, type Units } from './decimal';
import { publishPosted } from './ledger-events';

export interface Leg {
  account: Account;
  currency: CurrencyCode;
  /** Signed: positive adds to the account. User legs belong to the posting's user. */
  amount: Units;
}

export interface Posting {
  scene: TransactionScene;
  /** Text, or SQL of it when it names a row written by the same statement. */
  description: string | SQL;
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

/** Per currency, what the postings add to the user's cash and held. */
function userDeltas(postings: Posting[]): Map<CurrencyCode, Balance> {
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
  return deltas;
}

/**
 * The CTEs that write the postings' ledger transactions and entries, following a `balance`
 * CTE that changed the `last` currency's balance row and returns it (no row when there is
 * none: then nothing is written). `known` holds the balances after the change of every
 * other currency. `refId`, when given, is every posting's ref id: an expression over an
 * earlier CTE of the same statement (the row the postings are about, inserted with them).
 */
function ledgerWrites(
  tenantId: string,
  userId: number,
  postings: Posting[],
  deltas: Map<CurrencyCode, Balance>,
  known: Map<CurrencyCode, Balance>,
  last: CurrencyCode | undefined,
  refId?: SQL,
): SQL {
  // Running balances after each user leg, walking forward from the balance before. For the
  // last currency the balance is not known yet: the walk starts at minus its delta, giving
  // each leg's offset from the balance after, which the statement adds.
  const running = new Map<string, Units>();
  for (const [currency, delta] of deltas) {
    const after = known.get(currency) ?? { cash: 0n, held: 0n };
    running.set(`${USER_CASH}:${currency}`, after.cash - delta.cash);
    running.set(`${USER_HELD}:${currency}`, after.held - delta.held);
  }

  const entryRows = postings.flatMap((posting, ord) =>
    posting.legs.map((leg) => {
      let balanceAfter: string | null = null;
      let offset: string | null = null;
      if (isUserAccount(leg.account)) {
        const key = `${leg.account}:${leg.currency}`;
        const next = running.get(key)! + leg.amount;
        running.set(key, next);
        if (leg.currency === last) offset = fromUnits(next, 8);
        else balanceAfter = fromUnits(next, 8);
      }
      const owner = isUserAccount(leg.account) ? userId : null;
      return { ord, owner, leg, balanceAfter, offset };
    }),
  );
  const entryValues = entryRows.map(
    ({ ord, owner, leg, balanceAfter, offset }, seq) =>
      sql`(${ord}::int, ${seq}::int, ${owner}::int, ${leg.account}::text, ${leg.currency}::text, ${fromUnits(leg.amount, 8)}::numeric, ${balanceAfter}::numeric, ${offset}::numeric)`,
  );
  const headers = postings.map(
    (p, ord) =>
      sql`(${ord}::int, ${p.scene}::text, ${p.description}::text, ${p.refType ?? null}::text, ${refId ?? p.refId ?? null}::bigint, ${p.operatorId ?? null}::int)`,
  );
  // Identities are handed out in `order by` order, and the entries keep their legs' order
  // (the audit's running balance walks entries by id).
  return sql`header (ord, scene, description, ref_type, ref_id, operator_id) as (
        values ${sql.join(headers, sql`, `)}
      ), created as (
        insert into ${ledgerTransactions} (tenant_id, user_id, scene, description, ref_type, ref_id, operator_id)
        select ${tenantId}, ${userId}::int, scene, description, ref_type, ref_id, operator_id
        from header cross join balance order by ord
        returning id
      ), numbered as (
        select id, (row_number() over (order by id) - 1)::int as ord from created
      ), written as (
        insert into ${ledgerEntries} (transaction_id, tenant_id, user_id, account, currency, amount, balance_after)
        select n.id, ${tenantId}, e.user_id, e.account, e.currency, e.amount,
          coalesce(e.balance_after,
            (case e.account when ${USER_CASH} then b.cash else b.held end) + e.offset_after)
        from (values ${sql.join(entryValues, sql`, `)})
          as e(ord, seq, user_id, account, currency, amount, balance_after, offset_after)
        join numbered n on n.ord = e.ord
        cross join balance b
        order by e.seq
      )`;
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
  const deltas = userDeltas(postings);

  // Balance rows are locked in currency order; the last one is updated by the statement
  // that writes the ledger, saving a round trip (an order touches one currency).
  const currencies = [...deltas.keys()].sort();
  const last = currencies.pop();
  const balances = new Map<CurrencyCode, Balance>();
  for (const currency of currencies)
    balances.set(currency, await applyDelta(db, tenantId, userId, currency, deltas.get(currency)!));

  const balance =
    last === undefined
      ? sql`select null::numeric as cash, null::numeric as held`
      : balanceChange(tenantId, userId, last, deltas.get(last)!);
  // One round trip for the last balance and both ledger tables. No balance row (nothing was
  // ever credited in that currency) inserts nothing and returns no row.
  let inserted: unknown;
  try {
    inserted = await db.execute(sql`
      with balance as (${balance}), ${ledgerWrites(tenantId, userId, postings, deltas, balances, last)}
      select b.cash, b.held, n.id from balance b cross join numbered n order by n.id`);
  } catch (error) {
    if (isCheckViolation(error)) throw new ApiError('INSUFFICIENT_BALANCE');
    throw error;
  }
  const rows = rowsOf<{ cash: string | null; held: string | null; id: string | number }>(inserted);
  if (rows.length === 0) throw new ApiError('INSUFFICIENT_BALANCE');
  if (last !== undefined)
    balances.set(last, { cash: toUnits(rows[0]!.cash!), held: toUnits(rows[0]!.held!) });
  publishPosted(postings);
  return { transactionIds: rows.map((r) => Number(r.id)), balances };
}

/**
 * The pieces of one statement that posts to a single currency together with the caller's
 * own writes: `balance`, the CTE body that changes the user's balance row and returns cash
 * and held after it (the row lock comes first, as in `post`), and `writes`, the CTEs that
 * write the ledger, to follow the caller's CTEs, and `posted`, for the caller to call once
 * the statement succeeded (ledger-events). Every posting's ref id is `refId`. A
 * CHECK violation of the statement is a balance gone negative (INSUFFICIENT_BALANCE); no
 * balance row means nothing to take money from.
 */
export function singleCurrencyPosting(
  tenantId: string,
  userId: number,
  postings: Posting[],
  refId: SQL,
): { balance: SQL; writes: SQL; posted: () => void } {
  for (const posting of postings) assertBalanced(posting);
  const deltas = userDeltas(postings);
  const [currency, ...others] = [...deltas.keys()];
  if (currency === undefined || others.length > 0)
    throw new Error('a single-currency posting moves user money in exactly one currency');
  return {
    balance: balanceChange(tenantId, userId, currency, deltas.get(currency)!),
    writes: ledgerWrites(tenantId, userId, postings, deltas, new Map(), currency, refId),
    posted: () => publishPosted(postings),
  };
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The statement that applies one currency's delta to the user's balance row, returning
 * cash and held afterwards (no row when there is none to take money from).
 */
function balanceChange(tenantId: string, userId: number, currency: CurrencyCode, delta: Balance) {
  const cash = fromUnits(delta.cash, 8);
  const held = fromUnits(delta.held, 8);
  // PostgreSQL checks the proposed row before it finds the conflict, so only money coming
  // in may take the insert path.
  if (delta.cash >= 0n && delta.held >= 0n)
    return sql`insert into ${userBalances} (tenant_id, user_id, currency, cash, held)
      values (${tenantId}, ${userId}::int, ${currency}, ${cash}::numeric, ${held}::numeric)
      on conflict (user_id, currency) do update set
        cash = ${userBalances}.cash + excluded.cash,
        held = ${userBalances}.held + excluded.held,
        updated_at = now()
      returning cash, held`;
  return sql`update ${userBalances} set
      cash = cash + ${cash}::numeric, held = held + ${held}::numeric, updated_at = now()
    where user_id = ${userId}::int and currency = ${currency}
    returning cash, held`;
}

async function applyDelta(
  db: Db,
  tenantId: string,
  userId: number,
  currency: CurrencyCode,
  delta: Balance,
): Promise<Balance> {
  let rows: { cash: string; held: string }[];
  try {
    rows = rowsOf(await db.execute(balanceChange(tenantId, userId, currency, delta)));
  } catch (error) {
    if (isCheckViolation(error)) throw new ApiError('INSUFFICIENT_BALANCE');
    throw error;
  }
  // No row: nothing was ever credited in this currency.
  if (rows.length === 0) throw new ApiError('INSUFFICIENT_BALANCE');
  return { cash: toUnits(rows[0]!.cash), held: toUnits(rows[0]!.held) };
}
