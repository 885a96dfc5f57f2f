import { MONEY_SCALE } from './trade-fee.js';

/**
 * How a tenant rounds money to the cent, stated in its tenant.json (`money.rounding`) and
 * applied alike by the server's books and the review screens: "half-even" (a half cent goes
 * to the even cent, so neither side gains on average), "half-up", or "up"/"down" (always
 * away from or towards zero — a rule that favours one side, to be disclosed).
 */
export const MONEY_ROUNDINGS = ['half-even', 'half-up', 'up', 'down'] as const;
export type MoneyRounding = (typeof MONEY_ROUNDINGS)[number];

/** The rule of a tenant that states none. */
export const DEFAULT_MONEY_ROUNDING: MoneyRounding = 'half-even';

/**
 * The quotient n ÷ d rounded to a whole number by `rule`, computed exactly (no intermediate
 * rounding, so a value just past a half can never be taken for one). Negative quotients
 * mirror positive ones.
 */
export function roundQuotient(n: bigint, d: bigint, rule: MoneyRounding): bigint {
  if (d === 0n) throw new Error('division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  const twice = (an % ad) * 2n;
  if (twice !== 0n) {
    const up =
      rule === 'up' ||
      (rule === 'half-up' && twice >= ad) ||
      (rule === 'half-even' && (twice > ad || (twice === ad && q % 2n === 1n)));
    if (up) q += 1n;
  }
  return negative ? -q : q;
}

const UNITS_PER_CENT = 10n ** BigInt(MONEY_SCALE - 2);

/** n ÷ d money units (10⁻⁸) rounded to the cent by `rule`, still in units. */
export function centsOf(n: bigint, d: bigint, rule: MoneyRounding): bigint {
  return roundQuotient(n, d * UNITS_PER_CENT, rule) * UNITS_PER_CENT;
}
