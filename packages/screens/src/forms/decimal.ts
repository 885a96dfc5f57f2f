/**
 * Exact decimal arithmetic on money strings: values are scaled to integers (BigInt) so
 * 0.1 + 0.2 is 0.3 and a rounding rule is applied once, where we say.
 */

/** Fraction digits kept internally (the contract's money has at most 8). */
export const SCALE = 8;
const ONE = 10n ** BigInt(SCALE);

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "12.5" → 1250000000n; null when it is not a plain decimal or has more than 8 fraction digits. */
export function toUnits(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', integer = '0', fraction = ''] = match;
  if (fraction.length > SCALE) return null;
  const units = BigInt(integer) * ONE + BigInt(fraction.padEnd(SCALE, '0') || '0');
  return sign === '-' ? -units : units;
}

/** 1250000000n → "12.50" with `decimals` fraction digits (the value must already be rounded). */
export function fromUnits(units: bigint, decimals = 2): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const integer = abs / ONE;
  const fraction = (abs % ONE).toString().padStart(SCALE, '0').slice(0, decimals);
  return `${negative ? '-' : ''}${integer}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** Rounds to `decimals` fraction digits, towards zero ('down') or away from it ('up'). */
export function roundUnits(units: bigint, decimals: number, mode: 'up' | 'down'): bigint {
  const step = 10n ** BigInt(SCALE - decimals);
  const rest = units % step;
  if (rest === 0n) return units;
  const truncated = units - rest;
  if (mode === 'down') return truncated;
  return units > 0n ? truncated + step : truncated - step;
}

/** a × b, both scaled; the product keeps the scale (extra digits truncated). */
export function mulUnits(a: bigint, b: bigint): bigint {
  return (a * b) / ONE;
}

/** a ÷ b, both scaled; truncated to the scale. */
export function divUnits(a: bigint, b: bigint): bigint {
  return (a * ONE) / b;
}

/** Whether an amount typed by the user is a positive number of at most two decimals. */
export function isMoneyInput(text: string): boolean {
  return /^\d+(\.\d{1,2})?$/.test(text.trim()) && (toUnits(text) ?? 0n) > 0n;
}
