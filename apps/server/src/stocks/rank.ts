import type { Direction, RankType, SortType, StockSummary } from '@trading/contract';

const FIELD: Record<SortType, keyof Pick<StockSummary, 'change' | 'up' | 'volume'>> = {
  CHANGE: 'change',
  CHANGE_PERCENT: 'up',
  VOLUME: 'volume',
};

/** The percent change as the app shows it (two decimals): what "rising" and "falling" mean. */
const shownPercent = (row: StockSummary) => Number(row.up.toFixed(2));

/** Which rows a ranking holds: gainers rose, losers fell, a flat quote is in neither. */
const BELONGS: Record<RankType, (row: StockSummary) => boolean> = {
  VOLUME: () => true,
  GAINERS: (row) => shownPercent(row) > 0,
  LOOSER: (row) => shownPercent(row) < 0,
};

/**
 * Picks and orders a market's quotes for a ranking. The rank type gives the default order
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
  return rows
    .filter(BELONGS[rankType])
    .sort((a, b) => sign * (a[field] - b[field]) || a.symbol.localeCompare(b.symbol));
}
