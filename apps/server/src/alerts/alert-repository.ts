import {
  MAX_ACTIVE_ALERTS,
  type AlertCreateRequest,
  type AlertKind,
  type PriceAlert,
} from '@trading/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { notifications, priceAlerts, users } from '../db/schema';
import { instrumentById, type Instrument } from '../market/instruments';

type AlertRow = typeof priceAlerts.$inferSelect;

/** Newest first would bury the waiting ones under history: waiting first, then triggered. */
const LIST_LIMIT = 200;

const own = (tenantId: string, userId: number) =>
  and(eq(priceAlerts.tenantId, tenantId), eq(priceAlerts.userId, userId));

export function toPriceAlert(row: AlertRow, instrument: Instrument): PriceAlert {
  return {
    id: row.id,
    stockId: instrument.id,
    symbol: instrument.symbol,
    name: instrument.name,
    exchange: instrument.exchange,
    currencyType: instrument.currencyType,
    kind: row.kind as AlertKind,
    value: row.value,
    createdTime: row.createdAt.getTime(),
    triggeredTime: row.triggeredAt?.getTime() ?? null,
    triggeredAt: row.triggeredValue,
  };
}

/**
 * Saves a waiting alert, or returns 'LIMIT' when the user already has MAX_ACTIVE_ALERTS
 * waiting. The user's row is locked for the count so two creates at once cannot both pass.
 */
export async function createAlert(
  db: Db,
  owner: { tenantId: string; userId: number },
  request: AlertCreateRequest,
): Promise<AlertRow | 'LIMIT'> {
  return inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
    const [waiting] = await tx
      .select({ n: count() })
      .from(priceAlerts)
      .where(and(own(owner.tenantId, owner.userId), isNull(priceAlerts.triggeredAt)));
    if ((waiting?.n ?? 0) >= MAX_ACTIVE_ALERTS) return 'LIMIT';
    const [row] = await tx
      .insert(priceAlerts)
      .values({
        tenantId: owner.tenantId,
        userId: owner.userId,
        instrumentId: request.stockId,
        kind: request.kind,
        value: request.value,
      })
      .returning();
    return row!;
  });
}

export async function listAlerts(db: Db, tenantId: string, userId: number): Promise<AlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(own(tenantId, userId))
    .orderBy(sql`${priceAlerts.triggeredAt} IS NOT NULL`, desc(priceAlerts.id))
    .limit(LIST_LIMIT);
}

/** Deletes the caller's alert; false when there is none with that id (or not theirs). */
export async function deleteAlert(
  db: Db,
  tenantId: string,
  userId: number,
  id: number,
): Promise<boolean> {
  const gone = await db
    .delete(priceAlerts)
    .where(and(own(tenantId, userId), eq(priceAlerts.id, id)))
    .returning({ id: priceAlerts.id });
  return gone.length > 0;
}

/** Every waiting alert, oldest first (the evaluator reads them each pass). */
export async function waitingAlerts(db: Db): Promise<AlertRow[]> {
  return db
    .select()
    .from(priceAlerts)
    .where(isNull(priceAlerts.triggeredAt))
    .orderBy(asc(priceAlerts.id));
}

/**
 * Fires one alert: marks it triggered only if it is still waiting, and writes its in-app
 * notification in the same transaction. Whichever process claims first wins; every other
 * claim finds nothing and writes nothing, so an alert notifies once.
 */
export async function fireAlert(
  db: Db,
  alert: AlertRow,
  observed: number,
  at: Date,
): Promise<boolean> {
  const instrument = instrumentById(alert.instrumentId);
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .update(priceAlerts)
      .set({ triggeredAt: at, triggeredValue: observed })
      .where(and(eq(priceAlerts.id, alert.id), isNull(priceAlerts.triggeredAt)))
      .returning({ id: priceAlerts.id });
    if (claimed.length === 0) return false;
    await tx.insert(notifications).values({
      tenantId: alert.tenantId,
      userId: alert.userId,
      kind: 'PRICE_ALERT',
      detail: instrument?.symbol ?? '',
      stockId: alert.instrumentId,
    });
    return true;
  });
}
