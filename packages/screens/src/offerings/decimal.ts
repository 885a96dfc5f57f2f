/**
 * Exact decimal arithmetic for money shown on the offering screens. The wire carries money
 * as decimal strings with up to 8 fraction digits, so amounts are held as integers of
 * 10⁻⁸ ("units") in BigInt and never pass through binary floating point.
 */
export const SCALE = 8;
const ONE = 10n ** BigInt(SCALE);
const MONEY_TEXT = /^(-?)(\d+)(?:\.(\d{1,8}))?$/;

/** Units of a decimal string, or null when the text is not a decimal with at most 8 places. */
export function toUnits(text: string): bigint | null {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return null;
  const [, minus = '', whole = '0', fraction = ''] = match;
  const units = BigInt(whole) * ONE + BigInt(fraction.padEnd(SCALE, '0'));
  return minus ? -units : units;
}

/** halfUp: nearest, halves away from zero; down: towards zero; up: away from zero. */
export type Rounding = 'halfUp' | 'down' | 'up';

/** numerator ÷ denominator (denominator > 0) rounded to an integer. */
export function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = numerator / denominator;
  const rest = numerator % denominator;
  if (rest === 0n || rounding === 'down') return quotient;
  const away = numerator < 0n ? quotient - 1n : quotient + 1n;
  if (rounding === 'up') return away;
  return (rest < 0n ? -rest : rest) * 2n >= denominator ? away : quotient;
}

/** Units rounded to `decimals` places, as plain text ("1234.50"). */
export function unitsToText(units: bigint, decimals = 2, rounding: Rounding = 'halfUp'): string {
  const step = 10n ** BigInt(SCALE - decimals);
  const scaled = divide(units, step, rounding);
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export const UNIT = ONE;
