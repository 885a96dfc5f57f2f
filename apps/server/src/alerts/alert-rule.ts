import type { AlertKind } from '@trading/contract';

/** What an alert compares: the last price and the day's change in percent. */
export interface AlertQuote {
  price: number;
  percentChange: number;
}

/**
 * The observed value (price or percent change) when the alert's condition holds, else null.
 * "Above" and "below" include the value: an alert at exactly the price is met.
 */
export function alertMet(kind: AlertKind, value: number, quote: AlertQuote): number | null {
  switch (kind) {
    case 'PRICE_ABOVE':
      return quote.price >= value ? quote.price : null;
    case 'PRICE_BELOW':
      return quote.price <= value ? quote.price : null;
    case 'CHANGE_ABOVE':
      return quote.percentChange >= value ? quote.percentChange : null;
    case 'CHANGE_BELOW':
      return quote.percentChange <= value ? quote.percentChange : null;
  }
}
