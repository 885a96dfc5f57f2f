import type { MoneyInput } from '@trading/ui-kit';
import { divide, multiply, subtract, toDecimalString, toExact } from './exact-decimal';

export interface Holding {
  availableAmount: number;
  lockedAmount: number;
  avgPrice: MoneyInput;
  currentPrice: MoneyInput;
}

export interface HoldingFigures {
  /** Spec 9: available + locked. */
  amount: number;
  /** current price × amount, exact. */
  marketValue: string;
  /** Spec 9: current value − cost, exact. */
  pnl: string;
  /** (current − average) / average × 100 to 2 decimals; null when the average is 0. */
  pnlPercent: string | null;
}

/** Figures of one holding, in exact decimal arithmetic; null when a price is not a number. */
export function holdingFigures(holding: Holding): HoldingFigures | null {
  const avg = toExact(holding.avgPrice);
  const current = toExact(holding.currentPrice);
  if (!avg || !current) return null;
  const amount = holding.availableAmount + holding.lockedAmount;
  const quantity = { units: BigInt(amount), scale: 0 };
  const value = multiply(current, quantity);
  const cost = multiply(avg, quantity);
  const percent = divide(multiply(subtract(current, avg), { units: 100n, scale: 0 }), avg, 2);
  return {
    amount,
    marketValue: toDecimalString(value),
    pnl: toDecimalString(subtract(value, cost)),
    pnlPercent: percent && toDecimalString(percent),
  };
}
