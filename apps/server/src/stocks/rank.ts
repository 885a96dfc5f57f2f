import type { Direction, RankType, SortType, StockSummary } from '@trading/contract';

const FIELD: Record<SortType, keyof Pick<StockSummary, 'change' | 'up' | 'volume'>> = {
  CHANGE: 'change',
  CHANGE_PERCENT: 'up',
  VOLUME: 'volume',
};

/**
 * Orders a market's quotes for a ranking. The rank type gives the default order
 * (VOLUME: most traded first; GAINERS: best percent first; LOOSER: worst first); a
 * column sort chosen in the app overrides it. Ties fall back to the symbol so paging is stable.
 */
export function rankStocks(
  rows: StockSummary[],
  rankType: RankType,
  sortType?: SortType,
  direction?: Direction,
): StockSummary[] {
  const field = sortType ? FIELD[sortType] : rankType === 'VOLUME' ? 'volume' : 'up';
  const descending = direction ? direction === 'DESC' : rankType !== 'LOOSER';
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => sign * (a[field] - b[field]) || a.symbol.localeCompare(b.symbol));
}
