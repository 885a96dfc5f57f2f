import type { OrderRecord, OrderSide } from '@trading/contract';
import type { Db } from '../db/database';
import { priceUnits, timesInt, toUnits } from '../ledger/decimal';
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
 * Fills a market order at the simulator's current price inside the caller's database
 * transaction: the order row, the TRADE and TRADE_FEE ledger transactions and the
 * position change commit together or not at all (one statement: fillMarketOrder).
 */
export async function placeMarketOrder(
  db: Db,
  prices: PriceSource,
  order: MarketOrder,
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

  const row = await fillMarketOrder(db, {
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
  });
  return orderRecord(row, prices);
}
