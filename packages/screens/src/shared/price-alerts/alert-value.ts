import { isPriceAlertKind, type AlertKindName as AlertKind } from '@trading/contract';
import {
  formatMoney,
  readTypedNumber,
  type NumberLocale,
  type NumberUnit,
  type TypedNumberProblem,
} from '@trading/ui-kit';

/** Decimals a typed alert value keeps: prices and percents are shown with two. */
export const ALERT_DECIMALS = 2;

/** An alert price is read as money to the alert's decimals. */
export const ALERT_UNIT: NumberUnit = { kind: 'money', decimals: ALERT_DECIMALS };

/** What a typed alert value reads as, or why it is refused (the shared reader's reasons). */
export type AlertReading = { ok: true; value: number } | { ok: false; problem: TypedNumberProblem };

/**
 * Reads what the user typed. A price goes through the one reader of typed numbers, as money
 * fields and order prices do: the language's marks by CLDR, one reading or none, at most two
 * decimals ("0.001" is refused, never rounded to 1,00). A change is a signed percent, with the
 * language's point or a plain one, no grouping.
 */
export function readAlertValue(text: string, kind: AlertKind, locale: NumberLocale): AlertReading {
  if (isPriceAlertKind(kind)) {
    const reading = readTypedNumber(text, ALERT_UNIT, locale);
    return reading.ok ? { ok: true, value: Number(reading.value) } : reading;
  }
  const plain = text.trim().replace(locale.point, '.');
  if (plain === '') return { ok: false, problem: 'required' };
  if (!/^[-+]?\d+(?:\.\d{1,2})?$/.test(plain)) return { ok: false, problem: 'unreadable' };
  return { ok: true, value: Number(plain) };
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
