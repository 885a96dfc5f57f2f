export type MoneyInput = number | string;

export interface FormatMoneyOptions {
  /** Currency sign put after the minus and before the digits, e.g. "₦" gives "-₦1,234.50". */
  sign?: string;
  /** Fraction digits; rounding is half away from zero. */
  decimals?: number;
  /** Prefix "+" on zero and positive values (changes, percentages). */
  plus?: boolean;
  /** Thousands separator; "" turns grouping off. */
  group?: string;
  /** Decimal separator. */
  point?: string;
  /** Appended after the digits, e.g. "%". */
  suffix?: string;
}

/** What formatMoney prints for input that is not a finite number or decimal string. */
export const INVALID_MONEY = '--';

const DECIMAL_INPUT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

interface Decimal {
  negative: boolean;
  integer: string;
  fraction: string;
}

/** Numbers go through their shortest round-trip text, so 1.005 rounds as the 1.005 people see. */
function numberToPlain(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, minus, whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const pointAt = whole.length + Number(exponent);
  if (pointAt <= 0) return `${minus}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${minus}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${minus}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

/** Parses a number or decimal string without going through binary floating point. */
export function parseDecimal(value: MoneyInput): Decimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const match = DECIMAL_INPUT.exec(text);
  if (!match) return null;
  const [, signPart = '', integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return null;
  return { negative: signPart === '-', integer: integer.replace(/^0+(?=\d)/, '') || '0', fraction };
}

function isZero(decimal: Decimal): boolean {
  return !/[1-9]/.test(decimal.integer + decimal.fraction);
}

function roundDecimal(decimal: Decimal, decimals: number): Decimal {
  const kept = decimal.fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundsUp = (decimal.fraction[decimals] ?? '0') >= '5';
  const scaled = BigInt(decimal.integer + kept) + (roundsUp ? 1n : 0n);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return {
    negative: decimal.negative,
    integer: digits.slice(0, digits.length - decimals),
    fraction: digits.slice(digits.length - decimals),
  };
}

function groupThousands(integer: string, separator: string): string {
  return separator ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : integer;
}

/**
 * Formats money, prices and changes for display with exact decimal rounding:
 * `formatMoney('-1234.565', { sign: '₦' })` is "-₦1,234.57".
 */
export function formatMoney(value: MoneyInput, options: FormatMoneyOptions = {}): string {
  const { sign = '', decimals = 2, plus = false, group = ',', point = '.', suffix = '' } = options;
  const parsed = parseDecimal(value);
  if (!parsed) return INVALID_MONEY;
  const rounded = roundDecimal(parsed, decimals);
  // "-0.001" rounds to zero and must not print as "-0.00".
  const negative = rounded.negative && !isZero(rounded);
  const prefix = negative ? '-' : plus ? '+' : '';
  const fraction = decimals > 0 ? `${point}${rounded.fraction}` : '';
  return `${prefix}${sign}${groupThousands(rounded.integer, group)}${fraction}${suffix}`;
}

export type Trend = 'up' | 'down' | 'flat';

/**
 * The colour class of a change. The spec styles index cells "up when change is at least 0",
 * so zero counts as up unless the caller asks for a flat zero.
 */
export function trendOf(value: MoneyInput, zero: 'up' | 'flat' = 'up'): Trend {
  const parsed = parseDecimal(value);
  if (!parsed) return 'flat';
  if (isZero(parsed)) return zero;
  return parsed.negative ? 'down' : 'up';
}
