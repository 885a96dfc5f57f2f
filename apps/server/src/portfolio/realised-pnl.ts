import type { CurrencyCode } from '@trading/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { toUnits, type Units } from '../ledger/decimal';

/**
 * Realised P&L per currency: what the sells fetched minus the cost basis they took off,
 * summed in PostgreSQL's exact numeric. Fees are left out, as in unrealised P&L.
 */
export async function realisedPnl(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<Map<CurrencyCode, Units>> {
  const rows = await realisedPnlPer(db, tenantId, userId, orders.currency);
  return new Map(rows.map((r) => [r.key as CurrencyCode, r.pnl]));
}

/** The same per instrument, for the holding rows. */
export async function realisedPnlByInstrument(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<Map<number, Units>> {
  const rows = await realisedPnlPer(db, tenantId, userId, orders.instrumentId);
  return new Map(rows.map((r) => [r.key, r.pnl]));
}

async function realisedPnlPer<K extends typeof orders.currency | typeof orders.instrumentId>(
  db: Db,
  tenantId: string,
  userId: number,
  key: K,
): Promise<{ key: K['_']['data']; pnl: Units }[]> {
  const rows = await db
    .select({
      key: key as typeof orders.currency | typeof orders.instrumentId,
      pnl: sql<string>`sum(${orders.price} * ${orders.quantity} - ${orders.costBasis})::text`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.userId, userId),
        eq(orders.side, 'SELL'),
        isNotNull(orders.costBasis),
      ),
    )
    .groupBy(key);
  return rows.map((r) => ({ key: r.key as K['_']['data'], pnl: toUnits(r.pnl) }));
}
