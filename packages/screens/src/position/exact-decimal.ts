import { parseDecimal, type MoneyInput } from '@trading/ui-kit';

/** An exact decimal: `units / 10^scale`. Money never goes through binary floating point. */
export interface Exact {
  units: bigint;
  scale: number;
}

export function toExact(value: MoneyInput): Exact | null {
  const parsed = parseDecimal(value);
  if (!parsed) return null;
  const magnitude = BigInt(parsed.integer + parsed.fraction || '0');
  return { units: parsed.negative ? -magnitude : magnitude, scale: parsed.fraction.length };
}

const TEN = 10n;

function rescale(value: Exact, scale: number): bigint {
  return value.units * TEN ** BigInt(scale - value.scale);
}

export function subtract(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) - rescale(b, scale), scale };
}

export function multiply(a: Exact, b: Exact): Exact {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** a / b rounded half away from zero to `decimals` places; null when b is zero. */
export function divide(a: Exact, b: Exact, decimals: number): Exact | null {
  if (b.units === 0n) return null;
  // a/b × 10^decimals as an integer: scale both sides to whole numbers first.
  const numerator = a.units * TEN ** BigInt(b.scale + decimals + 1);
  const denominator = b.units * TEN ** BigInt(a.scale);
  const tenfold = numerator / denominator;
  const rounded = (tenfold + (tenfold < 0n ? -5n : 5n)) / TEN;
  return { units: rounded, scale: decimals };
}

export function toDecimalString({ units, scale }: Exact): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${integer}${fraction}`;
}
