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
  const rows = await db
    .select({
      currency: orders.currency,
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
    .groupBy(orders.currency);
  return new Map(rows.map((r) => [r.currency as CurrencyCode, toUnits(r.pnl)]));
}

/** The same per instrument, for the holding rows. */
export async function realisedPnlByInstrument(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<Map<number, Units>> {
  const rows = await db
    .select({
      instrumentId: orders.instrumentId,
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
    .groupBy(orders.instrumentId);
  return new Map(rows.map((r) => [r.instrumentId, toUnits(r.pnl)]));
}
