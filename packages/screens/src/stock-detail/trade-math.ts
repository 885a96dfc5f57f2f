import { CURRENCY_SIGNS, type CurrencyCode } from '@trading/contract';
import { exact } from '@trading/ui-kit';

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

/**
 * Estimated amount of a market order: the shown price times the quantity, exact (formatMoney
 * rounds it to the cent); null while either is not a number.
 */
export function estimatedAmount(price: number, quantity: number): string | null {
  const shown = exact.parse(price);
  const shares = exact.parse(quantity);
  return shown && shares ? exact.toText(exact.multiply(shown, shares)) : null;
}
