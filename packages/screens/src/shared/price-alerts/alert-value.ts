import { isPriceAlertKind, type AlertKindName as AlertKind } from '@trading/contract';
import { formatMoney } from '@trading/ui-kit';

/** Decimals a typed alert value keeps: prices and percents are shown with two. */
export const ALERT_DECIMALS = 2;

/**
 * Reads what the user typed with their language's decimal point (or a plain "."): a price
 * above 0, or a signed percent for a change alert. Group separators are not accepted, so
 * "1.234" in pt is never read as one thousand. Null when it is not such a number.
 */
export function parseAlertValue(text: string, kind: AlertKind, point: string): number | null {
  const plain = text.trim().replace(point, '.');
  const pattern = isPriceAlertKind(kind) ? /^\d+(?:\.\d{1,2})?$/ : /^[-+]?\d+(?:\.\d{1,2})?$/;
  if (!pattern.test(plain)) return null;
  const value = Number(plain);
  return isPriceAlertKind(kind) && value <= 0 ? null : value;
}

/** The value as the field shows it: the language's point, no grouping, two decimals. */
export function alertValueText(value: number, point: string): string {
  return formatMoney(value, { decimals: ALERT_DECIMALS, group: '', point });
}

/** An alert's threshold on screen: a price with the currency sign, or a signed percent. */
export function formatAlertValue(kind: AlertKind, value: number, sign: string): string {
  return isPriceAlertKind(kind)
    ? formatMoney(value, { sign, decimals: ALERT_DECIMALS })
    : formatMoney(value, { plus: true, decimals: ALERT_DECIMALS, suffix: '%' });
}
