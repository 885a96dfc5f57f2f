import { orderHold, stopReached, type OrderSide, type OrderType } from '@trading/contract';
import { timesInt, toUnits, type Units } from '../ledger/decimal';
import { tradeFee } from '../trading/fee-schedule';

/** Prices move in cents on every market the simulator quotes (its prices are rounded to them). */
export const PRICE_TICK: Units = toUnits('0.01');

export interface OrderTerms {
  type: OrderType;
  side: OrderSide;
  quantity: number;
  limit: Units | null;
  stop: Units | null;
  /** A stop once reached stays triggered, even if the price goes back. */
  triggered: boolean;
}

export function isOnTick(price: Units): boolean {
  return price > 0n && price % PRICE_TICK === 0n;
}

function limitAllows(side: OrderSide, limit: Units, price: Units): boolean {
  return side === 'BUY' ? price <= limit : price >= limit;
}

/**
 * What a pending order does when the last price is `price`. A filling order fills at that
 * price, which a limit makes at or better than the limit.
 */
export function evaluate(terms: OrderTerms, price: Units): { triggered: boolean; fills: boolean } {
  const triggered =
    terms.triggered || terms.stop === null || stopReached(terms.side, terms.stop, price);
  if (!triggered) return { triggered, fills: false };
  return { triggered, fills: terms.limit === null || limitAllows(terms.side, terms.limit, price) };
}

/** Gross value and fee of `quantity` shares at `price`. */
export function tradeCost(price: Units, quantity: number): { gross: Units; fee: Units } {
  const gross = timesInt(price, quantity);
  return { gross, fee: tradeFee(gross) };
}

/** Cash a buy sets aside when accepted: the contract's hold, which the trade sheet states. */
export function buyHold(terms: OrderTerms, current: Units): Units {
  return orderHold(terms, current).cash;
}
