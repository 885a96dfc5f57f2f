import { exact, type MoneyInput } from '@trading/ui-kit';

export interface Holding {
  availableAmount: number;
  lockedAmount: number;
  avgPrice: MoneyInput;
  currentPrice: MoneyInput;
  previousClose: MoneyInput;
}

export interface HoldingFigures {
  /** Available + locked. */
  amount: number;
  /** current price × amount, exact. */
  marketValue: string;
  /** Current value − cost, exact. */
  pnl: string;
  /** (current − average) / average × 100 to 2 decimals; null when the average is 0. */
  pnlPercent: string | null;
  /** (current − previous close) × amount, exact. */
  dayChange: string;
}

/** Figures of one holding, in exact decimal arithmetic; null when a price is not a number. */
export function holdingFigures(holding: Holding): HoldingFigures | null {
  const avg = exact.parse(holding.avgPrice);
  const current = exact.parse(holding.currentPrice);
  const previousClose = exact.parse(holding.previousClose);
  if (!avg || !current || !previousClose) return null;
  const amount = holding.availableAmount + holding.lockedAmount;
  const value = exact.multiply(current, exact.of(amount));
  const cost = exact.multiply(avg, exact.of(amount));
  const gain = exact.multiply(exact.subtract(current, avg), exact.of(100));
  const percent = exact.divide(gain, avg, 2, 'halfUp');
  return {
    amount,
    marketValue: exact.toText(value),
    pnl: exact.toText(exact.subtract(value, cost)),
    pnlPercent: percent && exact.toText(percent),
    dayChange: exact.toText(
      exact.multiply(exact.subtract(current, previousClose), exact.of(amount)),
    ),
  };
}

/**
 * A holding's share of its currency book's market value, in percent to 1 decimal; null when
 * the book is worth nothing. The book total is the server's, so it moves on refresh only.
 */
export function weightPercent(marketValue: MoneyInput, bookValue: MoneyInput): string | null {
  const value = exact.parse(marketValue);
  const total = exact.parse(bookValue);
  if (!value || !total) return null;
  const share = exact.divide(exact.multiply(value, exact.of(100)), total, 1, 'halfUp');
  return share && exact.toText(share);
}

/**
 * How far a live price moves a holding's market value from the server's figure for it:
 * (live − the server's current price) × shares, exact; null when a price is not a number.
 */
export function priceMove(
  holding: Pick<Holding, 'availableAmount' | 'lockedAmount' | 'currentPrice'>,
  livePrice: MoneyInput,
): string | null {
  const live = exact.parse(livePrice);
  const served = exact.parse(holding.currentPrice);
  if (!live || !served) return null;
  const shares = exact.of(holding.availableAmount + holding.lockedAmount);
  return exact.toText(exact.multiply(exact.subtract(live, served), shares));
}
