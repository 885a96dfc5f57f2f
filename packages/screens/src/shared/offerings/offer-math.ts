import type { MarketBuyModel } from '@trading/contract';
import {
  exact,
  readTypedNumber,
  type Decimal,
  type NumberUnit,
  type TypedNumberProblem,
} from '@trading/ui-kit';
import { parseMoneyInput } from '../forms/amount-rules';
import { moneyUnit, WHOLE_UNIT } from '../format/money-unit';
import type { Reading } from './use-typed-submit';

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

/** A subscription quantity typed by the user, whole and above 0, or why it is refused. */
export function readQuantity(text: string): Reading<TypedNumberProblem, number> {
  const reading = readTypedNumber(text, WHOLE_UNIT);
  return reading.ok ? { ok: true, value: Number(reading.value) } : reading;
}

export type AmountProblem = TypedNumberProblem | 'belowMinimum';

/**
 * A typed amount as the wire takes it, or what is wrong with it: empty, unreadable in the
 * screen's language (see readTypedNumber), or below `minimum`.
 */
export function readAmount(
  text: string,
  minimum?: string,
  unit: NumberUnit = moneyUnit(),
): Reading<AmountProblem, string> {
  const reading = readTypedNumber(text, unit);
  if (!reading.ok) return reading;
  if (minimum !== undefined && exact.compare(decimal(reading.value), decimal(minimum)) < 0)
    return { ok: false, problem: 'belowMinimum' };
  return reading;
}
