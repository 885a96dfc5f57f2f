/**
 * Exact decimal arithmetic for money, prices and rates. A value is an integer count of
 * 10^-scale (`units`) in BigInt, so it never passes through binary floating point and every
 * rounding happens once, where a caller asks for it. Packages import it as a namespace:
 * `exact.round(exact.percentOf(amount, feeRate), 2, 'up')`.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export type MoneyInput = number | string;

/** halfUp: nearest, halves away from zero; down: towards zero; up: away from zero. */
export type Rounding = 'halfUp' | 'down' | 'up';

const DECIMAL_INPUT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Numbers go through their shortest round-trip text, so 1.005 is the 1.005 people see. */
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

/** A number or decimal string ("-12.50", "+3", ".5"); null for anything else. */
export function parse(value: MoneyInput): Decimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const match = DECIMAL_INPUT.exec(text);
  if (!match) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return null;
  const magnitude = BigInt(`${integer}${fraction}` || '0');
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

/** A whole number (a share count, a percent factor) as a decimal. */
export function of(integer: number | bigint): Decimal {
  return { units: BigInt(integer), scale: 0 };
}

function unitsAt(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: unitsAt(a, scale) + unitsAt(b, scale), scale };
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: unitsAt(a, scale) - unitsAt(b, scale), scale };
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** `rate` percent of `value`, exact: percentOf(200, 1.5) is 3.000. */
export function percentOf(value: Decimal, rate: Decimal): Decimal {
  return { units: value.units * rate.units, scale: value.scale + rate.scale + 2 };
}

/** Negative, zero or positive as a is below, equal to or above b. */
export function compare(a: Decimal, b: Decimal): number {
  const difference = subtract(a, b).units;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** numerator ÷ denominator (denominator ≠ 0) rounded to a whole number. */
function divideIntegers(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const [n, d] = denominator < 0n ? [-numerator, -denominator] : [numerator, denominator];
  const quotient = n / d;
  const rest = n % d;
  if (rest === 0n || rounding === 'down') return quotient;
  const away = n < 0n ? quotient - 1n : quotient + 1n;
  if (rounding === 'up') return away;
  return (rest < 0n ? -rest : rest) * 2n >= d ? away : quotient;
}

/** a ÷ b to `decimals` places, rounded once from the exact quotient; null when b is zero. */
export function divide(
  a: Decimal,
  b: Decimal,
  decimals: number,
  rounding: Rounding = 'halfUp',
): Decimal | null {
  if (b.units === 0n) return null;
  // a/b × 10^decimals as a ratio of whole numbers.
  const numerator = a.units * 10n ** BigInt(b.scale + decimals);
  const denominator = b.units * 10n ** BigInt(a.scale);
  return { units: divideIntegers(numerator, denominator, rounding), scale: decimals };
}

/** The value at exactly `decimals` places: rounded when it has more, padded when fewer. */
export function round(value: Decimal, decimals: number, rounding: Rounding = 'halfUp'): Decimal {
  if (decimals >= value.scale) return { units: unitsAt(value, decimals), scale: decimals };
  const step = 10n ** BigInt(value.scale - decimals);
  return { units: divideIntegers(value.units, step, rounding), scale: decimals };
}

/** Plain text with all `scale` places and no grouping: "-1234.50". */
export function toText({ units, scale }: Decimal): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${integer}${fraction}`;
}
