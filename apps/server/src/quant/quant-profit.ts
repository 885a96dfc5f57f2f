import { SCALE, toUnits, type Units } from '../ledger/decimal';

const HUNDRED = 100n * 10n ** BigInt(SCALE);
const CENT = 10n ** BigInt(SCALE - 2);

/** amount × rate% rounded down to the cent: a payout never exceeds what the rate promises. */
export function profitFor(amount: string, ratePercent: string): Units {
  const exact = (toUnits(amount) * toUnits(ratePercent)) / HUNDRED;
  return (exact / CENT) * CENT;
}

/** Daily profit = amount × rate% ÷ lockDay, rounded down to the cent (the spec's daily range uses both rates). */
export function dailyProfit(amount: string, ratePercent: string, lockDay: number): Units {
  const exact = (toUnits(amount) * toUnits(ratePercent)) / (HUNDRED * BigInt(lockDay));
  return (exact / CENT) * CENT;
}

/** The lock ends lockDay × 24 h after the purchase. */
export function lockEndTime(boughtAt: Date, lockDay: number): Date {
  return new Date(boughtAt.getTime() + lockDay * 86_400_000);
}
