import type { OrderRecord, OrderSide } from '@trading/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { StoreAnswer } from '../idempotency/run-idempotent';
import { fromUnits, priceUnits, timesInt, toUnits } from '../ledger/decimal';
import { instrumentById } from '../market/instruments';
import type { Tenant } from '../tenants/tenant-registry';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { tradeFee } from './fee-schedule';
import { fillMarketOrder } from './order-fill';
import {
  assertPriceWithinTolerance,
  assertQuantity,
  assertQuoteUsable,
  assertTradable,
  isWholeSteps,
} from './order-rules';
import { findPosition } from './position-repository';
import type { PriceSource } from './price-source';
import { orderRecord } from './views';

export interface MarketOrder {
  tenant: Tenant;
  userId: number;
  side: OrderSide;
  instrumentId: number;
  quantity: number;
  /** The price the client showed. */
  shownPrice: string;
}

/**
 * Fills a market order at the simulator's current price: the order row, the TRADE and
 * TRADE_FEE ledger transactions, the position change and, given `store`, the answer under
 * its idempotency key commit together or not at all, in one statement (fillMarketOrder),
 * in the caller's transaction or on its own.
 */
export async function placeMarketOrder(
  db: Db,
  prices: PriceSource,
  order: MarketOrder,
  store?: StoreAnswer,
): Promise<OrderRecord> {
  const { tenant, userId, side, quantity } = order;
  const instrument = assertTradable(tenant, instrumentById(order.instrumentId));
  // A sell in whole steps needs no read of the position: the fill refuses atomically
  // when the shares are not there. Only an odd size, allowed when it sells everything
  // held, needs the holding first.
  if (side === 'SELL' && !isWholeSteps(quantity)) {
    const held = await findPosition(db, userId, instrument.id);
    if (!held || held.available < quantity)
      throw new ApiError('INVALID_STATE', localized('trade.notEnoughShares'));
    assertQuantity(quantity, held.available);
  } else {
    assertQuantity(quantity);
  }
  const quote = prices.quote(instrument);
  assertQuoteUsable(quote);
  const price = priceUnits(quote.price);
  assertPriceWithinTolerance(toUnits(order.shownPrice), price);

  const fill = {
    tenantId: tenant.id,
    userId,
    instrumentId: instrument.id,
    symbol: instrument.symbol,
    side,
    quantity,
    price,
    requestedPrice: order.shownPrice,
    fee: tradeFee(timesInt(price, quantity)),
    currency: instrument.currencyType,
  };
  // The answer is settled before the statement, which stores it with the key, so the
  // caller and every retry get the same one; only the id and time come from the insert.
  const answer = orderRecord(
    {
      ...fill,
      id: 0,
      price: fromUnits(price, 8),
      fee: fromUnits(fill.fee, 8),
      costBasis: null,
      source: 'MARKET',
      createdAt: new Date(0),
    },
    prices,
  );
  const row = await fillMarketOrder(
    db,
    fill,
    store && {
      store,
      of: (created) => sql`jsonb_set(jsonb_set(${JSON.stringify(answer)}::jsonb,
        '{id}', to_jsonb(${created.id})), '{createdTime}', to_jsonb(${created.createdMs}))`,
    },
  );
  return { ...answer, id: row.id, createdTime: row.createdAt.getTime() };
}
