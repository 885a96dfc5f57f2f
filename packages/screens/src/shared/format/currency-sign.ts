import { currencySign as signOf, type CurrencyCode } from '@trading/contract';

/**
 * The sign a currency is written with (₦, ₹, R$, $): the tenant's runtime map first, when the
 * screen has it, then the contract's. The one currency-sign helper of the screens.
 */
export function currencySign(
  currency: CurrencyCode,
  signMap?: Partial<Record<CurrencyCode, string>>,
): string {
  return signMap?.[currency] ?? signOf(currency);
}
