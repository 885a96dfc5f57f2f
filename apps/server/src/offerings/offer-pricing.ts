import { SCALE, timesInt, toUnits, type Units } from '../ledger/decimal';

const ONE = 10n ** BigInt(SCALE);
const CENT = 10n ** BigInt(SCALE - 2);

/**
 * Block trade price = price × (1 + discountRate/100), to 2 decimals half-up. Computed
 * straight from the exact product (no intermediate rounding at 8 places), so a value
 * sitting just under a half cent cannot be rounded twice into the next cent.
 */
export function blockTradePrice(price: string, discountRate: string): Units {
  const numerator = toUnits(price) * (100n * ONE + toUnits(discountRate));
  const denominator = 100n * ONE * CENT;
  let cents = numerator / denominator;
  const rest = numerator % denominator;
  const negative = numerator < 0n;
  if (rest !== 0n && (negative ? -rest : rest) * 2n >= denominator) cents += negative ? -1n : 1n;
  return cents * CENT;
}

/** Still to pay for an allotment: obtainNum × price − funding (never below 0). */
export function amountOwed(obtainNum: number, price: string, funding: string): Units {
  const owed = timesInt(toUnits(price), obtainNum) - toUnits(funding);
  return owed > 0n ? owed : 0n;
}
