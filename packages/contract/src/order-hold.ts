/**
 * What a placed order sets aside, and whether its stop is already through the market: one
 * pure function that the server holds by and the trade sheet's review states, so the review
 * says to the cent what the server will do.
 *
 * Prices and amounts are bigint counts of 10⁻⁸ (MONEY_SCALE), as in trade-fee.
 */
import type { OrderType } from './domains/trade.js';
import type { OrderSide } from './domains/trade.js';
import { MONEY_SCALE, tradeFeeUnits } from './trade-fee.js';

/**
 * A market or stop buy fills at a price not known when it is placed: it holds this many
 * percent above its reference, and is rejected if the fill would need more.
 */
export const MARKET_BUY_MARGIN_PERCENT = 5n;

/** One cent (ORDER_PRICE_TICK) in money units. */
const CENT = 10n ** BigInt(MONEY_SCALE - 2);

export interface OrderToHold {
  type: OrderType;
  side: OrderSide;
  quantity: number;
  limit: bigint | null;
  stop: bigint | null;
}

export interface OrderHold {
  /** The cash a buy sets aside (cost and fee at its worst price); 0 for a sale, which locks shares. */
  cash: bigint;
  /** The worst price a buy may fill at: its limit, or its reference plus the market margin. */
  worstPrice: bigint | null;
  /** A stop already reached at the current price: the order is live at once, not waiting. */
  stopPassed: boolean;
}

function ceilToCent(units: bigint): bigint {
  return ((units + CENT - 1n) / CENT) * CENT;
}

/** A buy's stop is reached when the price rises to it, a sale's when the price falls to it. */
export function stopReached(side: OrderSide, stop: bigint, price: bigint): boolean {
  return side === 'BUY' ? price >= stop : price <= stop;
}

/** What `order` holds when placed while the last price is `current`. */
export function orderHold(order: OrderToHold, current: bigint): OrderHold {
  const stopPassed = order.stop !== null && stopReached(order.side, order.stop, current);
  if (order.side === 'SELL') return { cash: 0n, worstPrice: null, stopPassed };
  const reference = order.stop !== null && order.stop > current ? order.stop : current;
  const worstPrice =
    order.limit ?? ceilToCent((reference * (100n + MARKET_BUY_MARGIN_PERCENT)) / 100n);
  const gross = worstPrice * BigInt(order.quantity);
  return { cash: gross + tradeFeeUnits(gross), worstPrice, stopPassed };
}
