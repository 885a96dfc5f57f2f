import { MONEY_SCALE } from '@trading/contract';

/**
 * Exact decimal arithmetic for money: a value is a bigint count of 10⁻⁸ units (the
 * contract's finest money grain), so sums never drift the way binary floats do.
 * Strings in, strings out; rounding happens only where a caller names the rule.
 */
export type Units = bigint;

/** The contract's money grain, so the contract's fee schedule works on these units. */
export const SCALE = MONEY_SCALE;
const ONE = 10n ** BigInt(SCALE);
const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d+))?$/;

export type Rounding = 'down' | 'up' | 'half-up';

/** "12.5" → 1250000000n. Throws on anything that is not a plain decimal of at most 8 places. */
export function toUnits(value: string): Units {
  const match = DECIMAL_RE.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > SCALE) {
    // PostgreSQL numeric columns may print trailing zeros beyond our scale; anything else is a bug.
    if (/[^0]/.test(fraction.slice(SCALE)))
      throw new Error(`more than ${SCALE} decimals: ${value}`);
  }
  const units = BigInt(whole) * ONE + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return sign ? -units : units;
}

/** Units → a decimal string with exactly `places` decimals (rounded by `rounding`). */
export function fromUnits(units: Units, places = 2, rounding: Rounding = 'half-up'): string {
  const rounded = roundUnits(units, places, rounding);
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const whole = abs / ONE;
  const fraction = (abs % ONE).toString().padStart(SCALE, '0').slice(0, places);
  const text = places > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative ? `-${text}` : text;
}

/** Rounds to `places` decimals, away from or toward zero as the rule says (negative values mirror positive ones). */
export function roundUnits(units: Units, places: number, rounding: Rounding): Units {
  const step = 10n ** BigInt(SCALE - places);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const rest = abs % step;
  let result = abs - rest;
  if (rest !== 0n && (rounding === 'up' || (rounding === 'half-up' && rest * 2n >= step)))
    result += step;
  return negative ? -result : result;
}

/** a × b for two decimals, exact before rounding to the 8-decimal grain with `rounding`. */
export function mulUnits(a: Units, b: Units, rounding: Rounding = 'half-up'): Units {
  return divUnits(a * b, ONE, rounding);
}

/** Integer-scaled division n / d rounded with `rounding`; used for ratios at 8 decimals. */
export function divUnits(n: Units, d: Units, rounding: Rounding = 'half-up'): Units {
  if (d === 0n) throw new Error('division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  const r = an % ad;
  if (r !== 0n && (rounding === 'up' || (rounding === 'half-up' && r * 2n >= ad))) q += 1n;
  return negative ? -q : q;
}

/** a / b as a decimal ratio (both in units) at 8 decimals. */
export function ratioUnits(a: Units, b: Units, rounding: Rounding = 'half-up'): Units {
  return divUnits(a * ONE, b, rounding);
}

/** Units of `count` whole things (shares) — for price × quantity. */
export function timesInt(units: Units, count: number): Units {
  return units * BigInt(count);
}

/** True when the value has no more than `places` decimals (e.g. cents). */
export function hasAtMostDecimals(units: Units, places: number): boolean {
  return units % 10n ** BigInt(SCALE - places) === 0n;
}

export function maxUnits(a: Units, b: Units): Units {
  return a > b ? a : b;
}

/** A 0.01-grid market price (a JS number from the simulator) as units, exactly. */
export function priceUnits(price: number): Units {
  return toUnits(price.toFixed(2));
}
