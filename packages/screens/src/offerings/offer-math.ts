import type { MarketBuyModel } from '@trading/contract';
import { divide, toUnits, UNIT, unitsToText } from './decimal';

const HUNDRED = 100n * UNIT;
const CENT = UNIT / 100n;
const CENTS_TEXT = /^\d+(?:\.\d{1,2})?$/;

function units(text: string): bigint {
  const value = toUnits(text);
  if (value === null) throw new Error(`not a decimal: ${text}`);
  return value;
}

/**
 * Block trade price shown = price × (1 + discountRate/100), to 2 decimals half-up: rounded
 * once from the exact product, the way the server prices the order.
 */
export function discountedPrice(price: string, discountRate: string): string {
  // units × units carries 16 places; one division by 100 · 10⁸ · 10⁶ lands on whole cents.
  const exact = units(price) * (HUNDRED + units(discountRate));
  const cents = divide(exact, HUNDRED * CENT, 'halfUp');
  return unitsToText(cents * CENT, 2);
}

/**
 * Still to pay for an allotment: obtainNum × price − funding, never below 0. Rounded up
 * to the cent because the server takes whole cents and caps a payment at what is owed, so
 * the filled amount always completes the funding.
 */
export function amountOwed(obtainNum: number, price: string, funding: string): string {
  const owed = units(price) * BigInt(obtainNum) - units(funding);
  return unitsToText(owed > 0n ? owed : 0n, 2, 'up');
}

/**
 * Daily profit for an amount, at the low and the high estimated rate: amount × rate% ÷
 * lockDay, rounded down to the cent as the server pays it. Null while the amount is not
 * a valid positive amount.
 */
export function dailyProfitRange(
  amount: string,
  rates: readonly [string, string],
  lockDay: number,
): [string, string] | null {
  const applied = parseAmount(amount);
  if (applied === null) return null;
  const daily = (rate: string) =>
    unitsToText(divide(applied * units(rate), HUNDRED * BigInt(lockDay), 'down'), 2, 'down');
  return [daily(rates[0]), daily(rates[1])];
}

/** Shares a subscription quantity stands for: lots of ipoUnit shares (model 0) or shares (model 1). */
export function sharesFor(quantity: number, ipoUnit: number, model: MarketBuyModel): number {
  return model === 0 ? quantity * ipoUnit : quantity;
}

/** A subscription quantity typed by the user: digits only, above 0; otherwise null. */
export function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return Number.isSafeInteger(quantity) && quantity > 0 ? quantity : null;
}

/** An amount of money typed by the user: above 0 with at most 2 decimals, in units; else null. */
export function parseAmount(text: string): bigint | null {
  const trimmed = text.trim();
  if (!CENTS_TEXT.test(trimmed)) return null;
  const value = toUnits(trimmed);
  return value !== null && value > 0n ? value : null;
}

export type AmountProblem = 'required' | 'invalid' | 'belowMinimum';

/** What is wrong with a typed amount (empty, not an amount, below `minimum`), or null. */
export function amountProblem(text: string, minimum?: string): AmountProblem | null {
  if (text.trim() === '') return 'required';
  const value = parseAmount(text);
  if (value === null) return 'invalid';
  if (minimum !== undefined && value < units(minimum)) return 'belowMinimum';
  return null;
}
