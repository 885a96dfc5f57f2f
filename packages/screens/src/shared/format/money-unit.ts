import type { NumberUnit } from '@trading/ui-kit';

/** Decimals of money every call takes when the currency's own are unknown (cents). */
const CENTS = 2;

const known = new Map<string, NumberUnit>();

/**
 * How an amount of `currency` is typed: money to the currency's CLDR decimals (Intl knows
 * them; a code it does not know, such as USDT, keeps cents). Asked once per currency.
 */
export function moneyUnit(currency?: string): NumberUnit {
  const code = currency ?? '';
  let unit = known.get(code);
  if (!unit) {
    unit = { kind: 'money', decimals: decimalsOf(code) };
    known.set(code, unit);
  }
  return unit;
}

function decimalsOf(code: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? CENTS
    );
  } catch {
    return CENTS;
  }
}

/** Shares and lots are counted whole. */
export const WHOLE_UNIT: NumberUnit = { kind: 'whole' };
