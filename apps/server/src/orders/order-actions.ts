import type { TimeInForce } from '@trading/contract';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
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
import {
  insertWorkingOrder,
  lockOwned,
  updateWorkingOrder,
  type WorkingOrderRow,
} from './working-order-repository';

export interface OrderOwner {
  tenant: Tenant;
  userId: number;
}

export interface Placement extends OrderInput {
  side: 'BUY' | 'SELL';
  stockId: number;
  timeInForce: TimeInForce;
}

function priceText(units: bigint | null): string | null {
  return units === null ? null : fromUnits(units, 8);
}

/** Accepts an order and holds what it needs, in the caller's transaction. */
export async function placeWorkingOrder(
  db: Db,
  prices: PriceSource,
  market: { now: number; sessions: SessionMode },
  owner: OrderOwner,
  placement: Placement,
): Promise<WorkingOrderRow> {
  const instrument = assertTradable(owner.tenant, instrumentById(placement.stockId));
  const { terms, held } = await checkedTerms(
    db,
    prices,
    { userId: owner.userId, side: placement.side, instrument },
    placement,
  );
  const row = await insertWorkingOrder(db, {
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
  });
  await holdFor(db, row);
  return row;
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
