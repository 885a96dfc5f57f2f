import { useStockRankInfiniteQuery } from '@trading/api';
import type { Market, RankType, SortType, StockSummary } from '@trading/contract';
import { InfiniteList } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useListProps } from '../../shared/paged-list/use-list-props';
import { ListHeader } from '../../shared/stock-row/list-header';
import { StockRow } from '../../shared/stock-row/stock-row';
import { SortButton } from './sort-button';
import { nextSort, type RankSort } from './sort-cycle';

/** How old (seconds) a ranking may be for the list to open on it without asking again. */
const OPENING_RANKING_MAX_AGE_S = 30;

export interface RankListProps {
  market: Market;
  rankType: RankType;
  label: string;
}

/**
 * A ranking tab: live rows; the column titles sort it on the server. The price column's sort is
 * the spec's change24h, so its title names the change it orders by, shown under each price.
 */
export function RankList({ market, rankType, label }: RankListProps) {
  const intl = useIntl();
  const [sort, setSort] = useState<RankSort>(null);
  const [sorted, setSorted] = useState(false);
  // Every sort change reloads from page 1 (spec: sorting refreshes), even back to an order
  // seen before: a cached ranking would show stale prices in a stale order. The list opens on
  // a ranking asked for moments ago (the server's, for the page it rendered, or the one the
  // route started) without asking again: its prices are live, only its order is that old.
  const list = useListProps(
    useStockRankInfiniteQuery(
      { market, rankType, ...sort },
      { refetchOnMountOrArgChange: sorted ? true : OPENING_RANKING_MAX_AGE_S },
    ),
  );
  const onSort = (column: SortType) => {
    setSorted(true);
    setSort((current) => nextSort(current, column));
  };
  return (
    <>
      <ListHeader
        name={intl.formatMessage({ id: 'quote.name' })}
        price={
          <SortButton column="CHANGE" labelId="quote.priceChange" sort={sort} onSort={onSort} />
        }
        percent={
          <SortButton column="CHANGE_PERCENT" labelId="quote.percent" sort={sort} onSort={onSort} />
        }
      />
      <InfiniteList<StockSummary>
        {...list}
        aria-label={label}
        getKey={(stock) => stock.id}
        renderItem={(stock) => <StockRow stock={stock} />}
        skeletonRows={8}
      />
    </>
  );
}
