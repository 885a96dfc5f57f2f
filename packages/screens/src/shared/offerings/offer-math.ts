import type { MarketBuyModel } from '@trading/contract';
import { exact, type Decimal } from '@trading/ui-kit';
import { parseMoneyInput } from '../forms/amount-rules';

function decimal(text: string): Decimal {
  const value = exact.parse(text);
  if (value === null) throw new Error(`not a decimal: ${text}`);
  return value;
}

/**
 * Block trade price shown = price × (1 + discountRate/100), to 2 decimals half-up: rounded
 * once from the exact product, the way the server prices the order.
 */
export function discountedPrice(price: string, discountRate: string): string {
  const discounted = exact.percentOf(
    decimal(price),
    exact.add(exact.of(100), decimal(discountRate)),
  );
  return exact.toText(exact.round(discounted, 2, 'halfUp'));
}

/**
 * Still to pay for an allotment: obtainNum × price − funding, never below 0. Rounded up
 * to the cent because the server takes whole cents and caps a payment at what is owed, so
 * the filled amount always completes the funding.
 */
export function amountOwed(obtainNum: number, price: string, funding: string): string {
  const owed = exact.subtract(
    exact.multiply(decimal(price), exact.of(obtainNum)),
    decimal(funding),
  );
  return exact.toText(exact.round(owed.units > 0n ? owed : exact.of(0), 2, 'up'));
}

/**
 * Daily profit for an amount, at the low and the high estimated rate: amount × rate% ÷
 * lockDay, rounded down to the cent as the server pays it. Null while the amount is not
 * a valid positive amount (or the product has no lock days to spread it over).
 */
export function dailyProfitRange(
  amount: string,
  rates: readonly [string, string],
  lockDay: number,
): [string, string] | null {
  const applied = parseMoneyInput(amount);
  if (applied === null) return null;
  const daily = (rate: string) =>
    exact.divide(exact.percentOf(applied, decimal(rate)), exact.of(lockDay), 2, 'down');
  const [low, high] = [daily(rates[0]), daily(rates[1])];
  return low && high ? [exact.toText(low), exact.toText(high)] : null;
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

export type AmountProblem = 'required' | 'invalid' | 'belowMinimum';

/** What is wrong with a typed amount (empty, not an amount, below `minimum`), or null. */
export function amountProblem(text: string, minimum?: string): AmountProblem | null {
  if (text.trim() === '') return 'required';
  const value = parseMoneyInput(text);
  if (value === null) return 'invalid';
  if (minimum !== undefined && exact.compare(value, decimal(minimum)) < 0) return 'belowMinimum';
  return null;
}
