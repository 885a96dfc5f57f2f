import type { IntlShape } from 'react-intl';
import { farPrices, type PriceField } from './far-prices';

/**
 * The warnings of an order's prices that are far from the market (farPrices), worded: "Limit
 * price ₦200.00 is 25 % above the price now (₦160.00)…". The trade sheet and the change-price
 * editor both show them and ask "… anyway" before the order goes.
 */
export function farPriceWarnings(
  intl: IntlShape,
  prices: Partial<Record<PriceField, string>>,
  live: number,
  percent: number,
  stopPassed: boolean,
  money: (value: string | number) => string,
): string[] {
  return farPrices(prices, live, percent, stopPassed).map(({ field, price, percent: away }) =>
    intl.formatMessage(
      { id: away > 0 ? 'orders.far.above' : 'orders.far.below' },
      {
        label: intl.formatMessage({
          id: field === 'limitPrice' ? 'orders.price.LIMIT' : 'orders.price.STOP',
        }),
        price: money(price),
        percent: intl.formatNumber(Math.abs(away) / 100, {
          style: 'percent',
          maximumFractionDigits: 1,
        }),
        now: money(live),
      },
    ),
  );
}
