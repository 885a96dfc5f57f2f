import { groupedWholeSource } from '@trading/contract';
import { numberLocale, type NumberLocale } from './number-locale';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount as the wire takes it ("10000.50"), from how the screen's language writes it:
 * "10.000,50" or "10000,50" in pt, "10,000.50" or "10000.50" in en. Separators of thousands
 * count only in their places, so pt's "7.25" cannot be a thousands group and is read as the
 * decimal it is. Anything else is passed on as typed, for the call's schema to refuse.
 */
export function wireDecimal(text: string, locale: NumberLocale = numberLocale()): string {
  const typed = text.trim();
  const group = escape(locale.group);
  const point = escape(locale.point);
  const grouped = groupedWholeSource(locale.grouping, group, '\\d');
  const match = new RegExp(`^(-?)(${grouped}|\\d+)(?:${point}(\\d+))?$`).exec(typed);
  if (!match) return typed;
  const [, sign = '', whole = '', fraction] = match;
  return `${sign}${whole.split(locale.group).join('')}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A wire amount written for an input in the screen's language: its decimal point, no grouping. */
export function typedDecimal(wire: string, locale: NumberLocale = numberLocale()): string {
  return wire.replace('.', locale.point);
}
