import { fromUnits, toUnits, type Units } from '../ledger/decimal';

/**
 * A stored decimal as the app shows it: at least 2 decimals, more only when the value
 * has them ("480.00000000" → "480.00", "-8.5" → "-8.50", "0.125" → "0.125").
 */
export function moneyText(value: string | Units): string {
  const full = fromUnits(typeof value === 'string' ? toUnits(value) : value, 8);
  return full.replace(/(\.\d\d\d*?)0+$/, '$1');
}
