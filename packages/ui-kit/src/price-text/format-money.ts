import { groupDigits } from '@trading/contract';
import * as exact from './exact-decimal';
import type { MoneyInput } from './exact-decimal';
import { numberLocale } from './number-locale';

export interface FormatMoneyOptions {
  /**
   * Currency sign put after the minus and before the digits, e.g. "₦" gives "-₦1,234.50".
   * "$" (the contract's sign of the US dollar) is written as the language signs it: "US$" in pt.
   */
  sign?: string;
  /** Fraction digits; rounding is half away from zero. */
  decimals?: number;
  /** Prefix "+" on zero and positive values (changes, percentages). */
  plus?: boolean;
  /** Group separator; "" turns grouping off. Defaults to the current language's. */
  group?: string;
  /** Decimal separator. Defaults to the current language's. */
  point?: string;
  /** Appended after the digits, e.g. "%". */
  suffix?: string;
}

/** The US dollar's sign wherever the product names it (contract, tenants, screens). */
const US_DOLLAR = '$';

/** What formatMoney prints for input that is not a finite number or decimal string. */
export const INVALID_MONEY = '--';

/**
 * Formats money, prices and changes for display with exact decimal rounding:
 * `formatMoney('-1234.565', { sign: '₦' })` is "-₦1,234.57".
 */
export function formatMoney(value: MoneyInput, options: FormatMoneyOptions = {}): string {
  const locale = numberLocale();
  const {
    sign = '',
    decimals = 2,
    plus = false,
    group = locale.group,
    point = locale.point,
    suffix = '',
  } = options;
  const parsed = exact.parse(value);
  if (!parsed) return INVALID_MONEY;
  // Rounding to zero drops the sign, so "-0.001" prints "0.00", never "-0.00".
  const text = exact.toText(exact.round(parsed, decimals, 'halfUp'));
  const negative = text.startsWith('-');
  const [integer = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const prefix = negative ? '-' : plus ? '+' : '';
  const fractionPart = decimals > 0 ? `${point}${fraction}` : '';
  const written = sign === US_DOLLAR ? locale.usdSign : sign;
  const signed = written ? `${written}${locale.signSpace}` : '';
  return `${prefix}${signed}${groupDigits(integer, group, locale.grouping)}${fractionPart}${suffix}`;
}

export type Trend = 'up' | 'down' | 'flat';

/**
 * The colour class of a change. Zero is flat, never up: "+0.00 %" in green claims a rise that
 * did not happen (issue 48 overrides the spec's "up when change is at least 0").
 */
export function trendOf(value: MoneyInput): Trend {
  const parsed = exact.parse(value);
  if (!parsed || parsed.units === 0n) return 'flat';
  return parsed.units < 0n ? 'down' : 'up';
}
