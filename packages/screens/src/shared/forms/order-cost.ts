import {
  MONEY_SCALE,
  tradeFeeUnits,
  type AccountBalance,
  type CurrencyCode,
} from '@trading/contract';
import { exact, type Decimal, type MoneyInput } from '@trading/ui-kit';

/** What a confirm sheet shows before the money moves: the figures the server books. */
export interface OrderCost {
  /** Price × quantity (or the amount paid in). */
  amount: Decimal;
  fee: Decimal;
  /** Paid: amount + fee; received on a sale: amount − fee. */
  total: Decimal;
  /** The balance once the total is paid (or received). */
  balanceAfter: Decimal;
}

/** The contract's fee on a value, exactly as the ledger books it. */
export function feeOn(value: Decimal): Decimal {
  const units = exact.round(value, MONEY_SCALE, 'up').units;
  return { units: tradeFeeUnits(units), scale: MONEY_SCALE };
}

/**
 * The cost of paying `amount` (a buy, a block trade, a funding payment) out of `balance`,
 * or of selling for it with `receive`. Null while either is not a number.
 */
export function orderCost(
  amount: MoneyInput | Decimal,
  balance: MoneyInput,
  direction: 'pay' | 'receive' = 'pay',
): OrderCost | null {
  const value = typeof amount === 'object' ? amount : exact.parse(amount);
  const cash = exact.parse(balance);
  if (!value || !cash) return null;
  const fee = feeOn(value);
  const total = direction === 'pay' ? exact.add(value, fee) : exact.subtract(value, fee);
  const balanceAfter = direction === 'pay' ? exact.subtract(cash, total) : exact.add(cash, total);
  return { amount: value, fee, total, balanceAfter };
}

/** Price × whole quantity, exact. */
export function valueOf(price: MoneyInput, quantity: number): Decimal | null {
  const each = exact.parse(price);
  return each && Number.isInteger(quantity) ? exact.multiply(each, exact.of(quantity)) : null;
}

/** The cash a payment in `currency` comes from: the USD balance for USD, else the local one. */
export function cashIn(
  currency: CurrencyCode,
  balances: Pick<AccountBalance, 'balance' | 'balanceUSD'>,
): string {
  return currency === 'USD' ? balances.balanceUSD : balances.balance;
}

/** True when the cost can be paid: the balance after it is not below zero. */
export function affordable(cost: OrderCost): boolean {
  return cost.balanceAfter.units >= 0n;
}
