import type { CurrencyCode, PositionSort } from '@trading/contract';
import { priceUnits, timesInt, toUnits, type Units } from '../ledger/decimal';
import { instrumentById, type Instrument } from '../market/instruments';
import type { PositionRow } from './position-repository';
import type { DayQuotes } from './price-source';

interface Keyed {
  row: PositionRow;
  instrument: Instrument;
  value: Units;
  pnl: Units;
}

const desc = (a: Units, b: Units) => (a === b ? 0 : a > b ? -1 : 1);

/**
 * Holdings in the order asked for. Amounts of different currencies are not comparable (no
 * conversion), so the books stay apart — the tenant's first — and each is ordered by the key.
 * Ties, and no key at all, keep the repository's order (most recently changed first), so a
 * page boundary does not move between two loads.
 */
export function orderPositions(
  rows: readonly PositionRow[],
  quotes: DayQuotes,
  sort: PositionSort | undefined,
  localCurrency: CurrencyCode,
): PositionRow[] {
  if (!sort) return [...rows];
  const keyed: Keyed[] = rows.map((row) => {
    const instrument = instrumentById(row.instrumentId)!;
    const value = timesInt(priceUnits(quotes.quote(instrument).price), row.available + row.locked);
    return { row, instrument, value, pnl: value - toUnits(row.cost) };
  });
  const book = (k: Keyed) => (k.instrument.currencyType === localCurrency ? 0 : 1);
  const byKey: Record<PositionSort, (a: Keyed, b: Keyed) => number> = {
    VALUE: (a, b) => desc(a.value, b.value),
    PNL: (a, b) => desc(a.pnl, b.pnl),
    NAME: (a, b) => a.instrument.symbol.localeCompare(b.instrument.symbol, 'en'),
  };
  return keyed
    .map((k, index) => ({ k, index }))
    .sort((a, b) => book(a.k) - book(b.k) || byKey[sort](a.k, b.k) || a.index - b.index)
    .map(({ k }) => k.row);
}
