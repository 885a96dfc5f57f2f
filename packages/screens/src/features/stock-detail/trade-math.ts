import { CURRENCY_SIGNS, type CurrencyCode } from '@trading/contract';

/** The sign for an instrument's currency: the tenant's runtime map first, then the contract's. */
export function currencySign(
  currency: CurrencyCode,
  signMap: Partial<Record<CurrencyCode, string>> | undefined,
): string {
  return signMap?.[currency] ?? CURRENCY_SIGNS[currency];
}

/** A market price as the decimal string money calls take (at most 8 fraction digits). */
export function priceToDecimal(price: number): string {
  return price.toFixed(8).replace(/\.?0+$/, '');
}
