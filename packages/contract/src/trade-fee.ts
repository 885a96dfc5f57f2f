/**
 * The fee on a trade, a block trade and an IPO funding payment: 0.1 % of the value, rounded
 * up to the cent, at least one cent. One pure function that the server books and every
 * confirm sheet shows, so the estimate is the charge to the cent.
 *
 * Amounts are bigint counts of 10⁻⁸ (MONEY_SCALE), the contract's finest money grain.
 */
export const MONEY_SCALE = 8;

/** 0.1 %: the value divided by this. */
const FEE_DIVISOR = 1000n;
const UNITS_PER_CENT = 10n ** BigInt(MONEY_SCALE - 2);
const MINIMUM_CENTS = 1n;

export function tradeFeeUnits(valueUnits: bigint): bigint {
  if (valueUnits <= 0n) return MINIMUM_CENTS * UNITS_PER_CENT;
  const perCent = FEE_DIVISOR * UNITS_PER_CENT;
  const cents = (valueUnits + perCent - 1n) / perCent;
  return (cents > MINIMUM_CENTS ? cents : MINIMUM_CENTS) * UNITS_PER_CENT;
}
