import type { TimeInForce, WorkingOrder } from '@trading/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import type { StoreAnswer } from '../idempotency/run-idempotent';
import { fromUnits } from '../ledger/decimal';
import { instrumentById } from '../market/instruments';
import type { SessionMode } from '../market/sim/session-calendar';
import type { Tenant } from '../tenants/tenant-registry';
import { assertTradable } from '../trading/order-rules';
import type { PriceSource } from '../trading/price-source';
import { endUnfilled } from './fill-order';
import { holdFor, releaseFor } from './order-holds';
import { expiryOf } from './order-expiry';
import { checkedTerms, type OrderInput } from './order-input';
import { insertHeldOrder } from './held-order';
import { workingOrderView } from './views';
import { lockOwned, updateWorkingOrder, type WorkingOrderRow } from './working-order-repository';

export interface OrderOwner {
  tenant: Tenant;
  userId: number;
}

export interface Placement extends OrderInput {
  side: 'BUY' | 'SELL';
  stockId: number;
  timeInForce: TimeInForce;
}

/** What a new order's row holds besides what placing it writes: the table's defaults. */
const NEW_ROW = {
  status: 'PENDING',
  slot: null,
  reason: null,
  triggered: false,
  filledOrderId: null,
  filledPrice: null,
  fee: null,
} satisfies Partial<WorkingOrderRow>;

function priceText(units: bigint | null): string | null {
  return units === null ? null : fromUnits(units, 8);
}

/**
 * Accepts an order and holds what it needs: the order row, the hold and, given `store`, the
 * answer under its idempotency key commit together or not at all, in one statement
 * (insertHeldOrder), run on its own.
 */
export async function placeWorkingOrder(
  db: Db,
  prices: PriceSource,
  market: { now: number; sessions: SessionMode },
  owner: OrderOwner,
  placement: Placement,
  store?: StoreAnswer,
): Promise<WorkingOrder> {
  const instrument = assertTradable(owner.tenant, instrumentById(placement.stockId));
  const { terms, held } = await checkedTerms(
    db,
    prices,
    { userId: owner.userId, side: placement.side, instrument },
    placement,
  );
  const order = {
    tenantId: owner.tenant.id,
    userId: owner.userId,
    instrumentId: instrument.id,
    type: terms.type,
    side: terms.side,
    quantity: terms.quantity,
    limitPrice: priceText(terms.limit),
    stopPrice: priceText(terms.stop),
    timeInForce: placement.timeInForce,
    held: fromUnits(held, 8),
    currency: instrument.currencyType,
    expiresAt: expiryOf(instrument, placement.timeInForce, market.now, market.sessions),
  };
  // The answer is settled before the statement, which stores it with the key, so the
  // caller and every retry get the same one; only the id and times come from the insert.
  const answer = workingOrderView({
    ...order,
    ...NEW_ROW,
    id: 0,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });
  const created = await insertHeldOrder(
    db,
    order,
    owner.tenant.rules.trading.maxOpenOrders,
    store && {
      store,
      of: (row) => sql`${JSON.stringify(answer)}::jsonb || jsonb_build_object('id', ${row.id},
        'createdTime', ${row.createdMs}, 'updatedTime', ${row.updatedMs})`,
    },
  );
  return {
    ...answer,
    id: created.id,
    createdTime: created.createdAt.getTime(),
    updatedTime: created.updatedAt.getTime(),
  };
}

async function lockOpen(db: Db, owner: OrderOwner, id: number): Promise<WorkingOrderRow> {
  const row = await lockOwned(db, { tenantId: owner.tenant.id, userId: owner.userId }, id);
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.status !== 'PENDING') throw new ApiError('ORDER_NOT_OPEN');
  return row;
}

/** Cancels the caller's pending order and releases its hold; waits for a fill in progress. */
export async function cancelWorkingOrder(
  db: Db,
  owner: OrderOwner,
  id: number,
): Promise<WorkingOrderRow> {
  return endUnfilled(db, await lockOpen(db, owner, id), 'CANCELLED', 'USER');
}

/**
 * Replaces a pending order's type, quantity and prices: the old hold is released and the
 * new one taken in the same transaction, so the order is never funded twice or not at all.
 * Side, stock and time in force stay; a stop must be reached again.
 */
export async function modifyWorkingOrder(
  db: Db,
  prices: PriceSource,
  owner: OrderOwner,
  id: number,
  input: OrderInput,
): Promise<WorkingOrderRow> {
  const row = await lockOpen(db, owner, id);
  await releaseFor(db, row);
  const instrument = instrumentById(row.instrumentId)!;
  const { terms, held } = await checkedTerms(
    db,
    prices,
    { userId: owner.userId, side: row.side as 'BUY' | 'SELL', instrument },
    input,
  );
  const updated = await updateWorkingOrder(db, row.id, {
    type: terms.type,
    quantity: terms.quantity,
    limitPrice: priceText(terms.limit),
    stopPrice: priceText(terms.stop),
    held: fromUnits(held, 8),
    triggered: false,
  });
  await holdFor(db, updated);
  return updated;
}
