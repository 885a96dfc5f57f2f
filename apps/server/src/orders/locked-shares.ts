import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { positions } from '../db/schema';
import { ApiError } from '../errors/api-error';
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
