import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { positions } from '../db/schema';
import { fromUnits, toUnits, type Units } from '../ledger/decimal';

export type PositionRow = typeof positions.$inferSelect;

export interface PositionCredit {
  tenantId: string;
  userId: number;
  instrumentId: number;
  quantity: number;
  /** What the shares cost in total (adds to the cost basis). */
  cost: Units;
}

/**
 * The statement that adds available shares; with `source`, a FROM clause of an earlier CTE
 * of the same statement, one position change per row of it (none when it has none).
 */
export function positionCredit(credit: PositionCredit, source: SQL = sql``): SQL {
  return sql`insert into ${positions} (tenant_id, user_id, instrument_id, available, cost)
    select ${credit.tenantId}, ${credit.userId}::int, ${credit.instrumentId}::int,
      ${credit.quantity}::bigint, ${fromUnits(credit.cost, 8)}::numeric ${source}
    on conflict (user_id, instrument_id) do update set
      available = ${positions.available} + excluded.available,
      cost = ${positions.cost} + excluded.cost,
      updated_at = now()`;
}

/**
 * Adds available shares (a buy fill, an IPO allotment). Runs after the user's balance
 * row was locked by the posting, keeping the lock order balance → position.
 */
export async function creditPosition(db: Db, credit: PositionCredit): Promise<void> {
  await db.execute(positionCredit(credit));
}

/** Where a sale takes its shares from: a market sell from available, a filled sell order from
 * the shares it locked. */
export type SoldFrom = 'available' | 'locked';

/**
 * The statement that removes sold shares and their share of the cost basis (average cost),
 * atomically with the check that enough are there, returning the cost basis removed as
 * `removed` and the shares as `sold` (no row when the shares are not there). The old row is
 * read under the update's lock, so no concurrent sale can slip between. `first` is a condition
 * the statement settles before it locks the row: a balance CTE of the same statement, keeping
 * the lock order balance → position.
 */
export function positionDebit(
  userId: number,
  instrumentId: number,
  quantity: number,
  { first = sql`true`, from = 'available' }: { first?: SQL; from?: SoldFrom } = {},
): SQL {
  const removed = sql`round(old.cost * ${quantity} / (old.available + old.locked), 8)`;
  const pool = sql.raw(from);
  return sql`update ${positions} set
      ${pool} = ${positions[from]} - ${quantity},
      cost = ${positions.cost} - ${removed},
      updated_at = now()
    from (
      select user_id, instrument_id, available, locked, cost from ${positions}
      where user_id = ${userId} and instrument_id = ${instrumentId} and ${first}
      for update
    ) old
    where ${positions.userId} = old.user_id
      and ${positions.instrumentId} = old.instrument_id
      and old.${pool} >= ${quantity}
    returning ${removed}::text as removed, ${quantity}::bigint as sold`;
}

/**
 * Removes sold shares and their share of the cost basis; returns the cost basis removed,
 * which realised P&L needs. Null when the shares are not there.
 */
export async function debitPosition(
  db: Db,
  userId: number,
  instrumentId: number,
  quantity: number,
  from: SoldFrom = 'available',
): Promise<Units | null> {
  const result = await db.execute(positionDebit(userId, instrumentId, quantity, { from }));
  const rows = (result as unknown as { rows: { removed: string }[] }).rows;
  return rows.length === 0 ? null : toUnits(rows[0]!.removed);
}

export function findPosition(
  db: Db,
  userId: number,
  instrumentId: number,
): Promise<PositionRow | undefined> {
  return db
    .select()
    .from(positions)
    .where(and(eq(positions.userId, userId), eq(positions.instrumentId, instrumentId)))
    .then((rows) => rows[0]);
}

/** Holdings with shares, most recently changed first; optionally only some instruments. */
export function listPositions(
  db: Db,
  tenantId: string,
  userId: number,
  instrumentIds?: number[],
): Promise<PositionRow[]> {
  const filters = [
    eq(positions.tenantId, tenantId),
    eq(positions.userId, userId),
    gt(sql`${positions.available} + ${positions.locked}`, 0),
  ];
  if (instrumentIds) filters.push(inArray(positions.instrumentId, instrumentIds));
  return db
    .select()
    .from(positions)
    .where(and(...filters))
    .orderBy(desc(positions.updatedAt), positions.instrumentId);
}
