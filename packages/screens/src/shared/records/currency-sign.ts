import { CURRENCY_SIGNS, type CurrencyCode } from '@trading/contract';

/** The sign a record's currency is written with (₦, ₹, R$, $). */
export function signOf(currency: CurrencyCode): string {
  return CURRENCY_SIGNS[currency];
}
