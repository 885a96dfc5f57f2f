import { divUnits, timesInt, type Units } from '../ledger/decimal';

/** One holding as the summary counts it: exact prices and cost basis, whole shares. */
export interface HoldingFigures {
  shares: number;
  price: Units;
  previousClose: Units;
  cost: Units;
}

export interface BookFigures {
  marketValue: Units;
  dayChange: Units;
  /** Percent at 8 decimals; null when yesterday's value of today's holdings is zero. */
  dayChangePercent: Units | null;
  unrealisedPnl: Units;
}

const HUNDRED_PERCENT = 100n * 10n ** 8n;

/**
 * Totals of one currency's holdings. Today's change is measured against the previous close
 * of the shares held now, so the percent divides by what those shares were worth then — a
 * buy today adds its shares to both sides instead of reading as a gain.
 */
export function bookFigures(holdings: readonly HoldingFigures[]): BookFigures {
  let marketValue = 0n;
  let dayChange = 0n;
  let cost = 0n;
  for (const h of holdings) {
    marketValue += timesInt(h.price, h.shares);
    dayChange += timesInt(h.price - h.previousClose, h.shares);
    cost += h.cost;
  }
  const before = marketValue - dayChange;
  return {
    marketValue,
    dayChange,
    dayChangePercent: before === 0n ? null : divUnits(dayChange * HUNDRED_PERCENT, before),
    unrealisedPnl: marketValue - cost,
  };
}
