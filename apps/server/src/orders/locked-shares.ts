import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { positions } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { toUnits, type Units } from '../ledger/decimal';
import { localized } from '../messages/catalogue';

/**
 * The statement that moves shares a sell order needs from available to locked, returning one
 * row when it did and none when they are short, so the refusal is atomic.
 */
export function lockSharesSql(userId: number, instrumentId: number, quantity: number): SQL {
  return sql`update ${positions} set
      available = ${positions.available} - ${quantity},
      locked = ${positions.locked} + ${quantity},
      updated_at = now()
    where ${positions.userId} = ${userId} and ${positions.instrumentId} = ${instrumentId}
      and ${positions.available} >= ${quantity}
    returning ${positions.userId}`;
}

/** Moves shares a sell order needs from available to locked; refuses atomically when short. */
export async function lockShares(
  db: Db,
  userId: number,
  instrumentId: number,
  quantity: number,
): Promise<void> {
  const result = await db.execute(lockSharesSql(userId, instrumentId, quantity));
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw notEnoughShares();
}

/** A sell's refusal when the position has fewer available shares than it needs. */
export function notEnoughShares(): ApiError {
  return new ApiError('INVALID_STATE', localized('trade.notEnoughShares'));
}

/** Gives locked shares back to available (a sell order cancelled, expired or modified). */
export async function unlockShares(
  db: Db,
  userId: number,
  instrumentId: number,
  quantity: number,
): Promise<void> {
  await db
    .update(positions)
    .set({
      available: sql`${positions.available} + ${quantity}`,
      locked: sql`${positions.locked} - ${quantity}`,
      updatedAt: sql`now()`,
    })
    .where(sql`${positions.userId} = ${userId} and ${positions.instrumentId} = ${instrumentId}`);
}

/**
 * Removes a filled sell's locked shares and their share of the cost basis (average cost);
 * returns that cost basis for realised P&L.
 */
export async function debitLockedShares(
  db: Db,
  userId: number,
  instrumentId: number,
  quantity: number,
): Promise<Units> {
  const removed = sql`round(old.cost * ${quantity} / (old.available + old.locked), 8)`;
  const result = await db.execute(sql`
    update ${positions} set
      locked = ${positions.locked} - ${quantity},
      cost = ${positions.cost} - ${removed},
      updated_at = now()
    from (
      select user_id, instrument_id, available, locked, cost from ${positions}
      where user_id = ${userId} and instrument_id = ${instrumentId}
      for update
    ) old
    where ${positions.userId} = old.user_id
      and ${positions.instrumentId} = old.instrument_id
      and old.locked >= ${quantity}
    returning ${removed}::text as removed`);
  const rows = (result as unknown as { rows: { removed: string }[] }).rows;
  if (rows.length === 0) throw new Error(`sell fill: ${quantity} shares were not locked`);
  return toUnits(rows[0]!.removed);
}
