import type { OrderSide, OrderType } from '@trading/contract';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { priceUnits, toUnits, type Units } from '../ledger/decimal';
import type { Instrument } from '../market/instruments';
import { localized } from '../messages/catalogue';
import { assertQuantity, assertQuoteUsable, isWholeSteps } from '../trading/order-rules';
import { findPosition } from '../trading/position-repository';
import type { PriceSource } from '../trading/price-source';
import { buyHold, isOnTick, type OrderTerms } from './order-terms';

export interface OrderInput {
  type: OrderType;
  quantity: number;
  limitPrice?: string | undefined;
  stopPrice?: string | undefined;
}

function tickPrice(text: string | undefined): Units | null {
  if (text === undefined) return null;
  const units = toUnits(text);
  if (!isOnTick(units)) throw new ApiError('PRICE_OFF_TICK');
  return units;
}

/**
 * Checks an order (placed or modified) the way a market order is checked, and returns its
 * terms and the cash a buy holds at the current price. Limit and stop orders are taken while
 * the market is closed (they wait for it); a market order is not.
 */
export async function checkedTerms(
  db: Db,
  prices: PriceSource,
  order: { userId: number; side: OrderSide; instrument: Instrument },
  input: OrderInput,
): Promise<{ terms: OrderTerms; held: Units }> {
  const quote = prices.quote(order.instrument);
  if (input.type === 'MARKET') assertQuoteUsable(quote);
  else if (!quote.listed) throw new ApiError('NOT_TRADABLE', localized('trade.notListed'));
  if (order.side === 'SELL' && !isWholeSteps(input.quantity)) {
    const position = await findPosition(db, order.userId, order.instrument.id);
    assertQuantity(input.quantity, position?.available);
  } else {
    assertQuantity(input.quantity);
  }
  const terms: OrderTerms = {
    type: input.type,
    side: order.side,
    quantity: input.quantity,
    limit: tickPrice(input.limitPrice),
    stop: tickPrice(input.stopPrice),
    triggered: false,
  };
  return { terms, held: order.side === 'BUY' ? buyHold(terms, priceUnits(quote.price)) : 0n };
}
