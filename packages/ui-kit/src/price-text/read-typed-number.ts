import { groupedWholeSource, type DigitGrouping } from '@trading/contract';
import { numberLocale, type NumberLocale } from './number-locale';

/** What a field counts: money to a currency's decimals, or whole units (shares, lots). */
export type NumberUnit = { kind: 'money'; decimals: number } | { kind: 'whole' };

/**
 * Why typed text is refused. Each names what the reader must change; none is guessed away
 * (a sign, a mark or a digit is never dropped to make the text fit).
 */
export type TypedNumberProblem =
  'required' | 'negative' | 'unreadable' | 'ambiguous' | 'decimals' | 'whole' | 'zero' | 'tooLarge';

/** The wire value ("1234.50", "15") of typed text, or why it cannot be read. */
export type TypedNumber = { ok: true; value: string } | { ok: false; problem: TypedNumberProblem };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Minus signs people type: hyphen-minus, the real minus, and the dashes phones substitute. */
const MINUS = /^[-\u2212\u2010\u2012\u2013\u2014]/;

/**
 * Digits then a fraction, when `text` is written with `group` between its groups and `point`.
 * A grouped number never starts with a group of zero: "0.001" is no thousand in pt.
 */
function splitIn(
  text: string,
  group: string,
  point: string,
  grouping: DigitGrouping,
): [string, string] | null {
  const grouped = groupedWholeSource(grouping, escape(group), '[1-9]');
  const match = new RegExp(`^(${grouped}|\\d+)(?:${escape(point)}(\\d+))?$`).exec(text);
  if (!match) return null;
  return [(match[1] ?? '').split(group).join(''), match[2] ?? ''];
}

/**
 * The reading a writer of the other convention (dot and comma swapped) would mean, when the
 * text fits it: its only use is to tell "1.234,50" typed in English apart from nonsense.
 */
function otherReading(text: string, locale: NumberLocale): [string, string] | null {
  const swap = (mark: string) => (mark === '.' ? ',' : mark === ',' ? '.' : null);
  const group = swap(locale.group);
  const point = swap(locale.point);
  return group && point ? splitIn(text, group, point, locale.grouping) : null;
}

/**
 * Reads a typed amount or quantity the way the screen's language writes numbers (CLDR's
 * marks, through Intl): pt "1.234,50", en and zh "1,234.50". A plain "1234.50" is read in a
 * language with a decimal comma only when its dot cannot be a thousands mark (not followed
 * by exactly three digits), so it has one reading. Anything with two readings, a sign, more
 * decimals than the unit has, or a fraction of a whole unit is refused with its reason.
 */
export function readTypedNumber(
  text: string,
  unit: NumberUnit,
  locale: NumberLocale = numberLocale(),
): TypedNumber {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: 'required' };
  if (MINUS.test(typed)) return { ok: false, problem: 'negative' };
  const other = otherReading(typed, locale);
  const own =
    splitIn(typed, locale.group, locale.point, locale.grouping) ?? plainReading(typed, locale);
  if (!own) return { ok: false, problem: other ? 'ambiguous' : 'unreadable' };
  const [digits, fraction] = own;
  const allowed = unit.kind === 'whole' ? 0 : unit.decimals;
  if (fraction.length > allowed) {
    // "1,000" in pt is 1 to three decimals, but an English writer meant a thousand.
    const meantOther = other !== null && other[1].length <= allowed;
    if (meantOther) return { ok: false, problem: 'ambiguous' };
    return { ok: false, problem: unit.kind === 'whole' ? 'whole' : 'decimals' };
  }
  const whole = digits.replace(/^0+(?=\d)/, '');
  if (/^0*$/.test(whole + fraction)) return { ok: false, problem: 'zero' };
  if (unit.kind === 'whole' && !Number.isSafeInteger(Number(whole)))
    return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: fraction === '' ? whole : `${whole}.${fraction}` };
}

/**
 * "1234.50" in a language whose decimal mark is not a dot: read only when the dot cannot be
 * that language's thousands mark (it is not followed by exactly three digits).
 */
function plainReading(text: string, locale: NumberLocale): [string, string] | null {
  if (locale.point === '.') return null;
  const match = /^(\d+)\.(\d+)$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (locale.group === '.' && fraction.length === 3) return null;
  return [whole, fraction];
}
