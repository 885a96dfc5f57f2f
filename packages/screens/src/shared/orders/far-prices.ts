import { distancePercent, farFromMarket, MONEY_SCALE } from '@trading/contract';
import { exact } from '@trading/ui-kit';

export type PriceField = 'limitPrice' | 'stopPrice';

export interface FarPrice {
  field: PriceField;
  /** The price as sent ("200.00"). */
  price: string;
  /** How far from the price now, in percent (positive above, negative below). */
  percent: number;
}

function units(value: string): bigint | null {
  const decimal = exact.parse(value);
  return decimal ? exact.round(decimal, MONEY_SCALE).units : null;
}

/**
 * The order's prices that are more than the tenant's percentage from the live price, by the
 * contract's farFromMarket. A stop already passed is left out: the order fills at the market
 * now, so how far its stop was no longer matters (it has its own warning).
 */
export function farPrices(
  prices: Partial<Record<PriceField, string>>,
  live: number,
  percent: number,
  stopPassed: boolean,
): FarPrice[] {
  const current = live > 0 ? units(live.toFixed(2)) : null;
  if (current === null) return [];
  const fields: PriceField[] = stopPassed ? ['limitPrice'] : ['stopPrice', 'limitPrice'];
  return fields.flatMap((field) => {
    const price = prices[field];
    const value = price === undefined ? null : units(price);
    if (price === undefined || value === null || !farFromMarket(value, current, percent)) return [];
    return [{ field, price, percent: distancePercent(value, current) }];
  });
}
