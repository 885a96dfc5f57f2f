import { usePortfolioSummaryQuery, usePositionsInfiniteQuery } from '@trading/api';
import type { Position, PositionSort } from '@trading/contract';
import { InfiniteList, NavBar, Tabs } from '@trading/ui-kit';
import { useState } from 'react';
import { LiveMoves, LiveMovesContext } from './live-moves';
import { useIntl } from 'react-intl';
import { NotLiveWhenOffline } from '../../shared/live/not-live-badge';
import { useListProps } from '../../shared/paged-list/use-list-props';
import { Allocation } from './allocation';
import { PortfolioSummary } from './portfolio-summary';
import { PositionRow } from './position-row';
import { ValueChart } from './value-chart';

// The server orders and pages the holdings (the client holds only loaded pages); undefined is
// the server's own order, most recently changed first.
const SORTS: readonly (PositionSort | undefined)[] = [undefined, 'VALUE', 'PNL', 'NAME'];

/** /position: the user's holdings. */
export function PositionScreen() {
  const intl = useIntl();
  const [sort, setSort] = useState<PositionSort | undefined>(undefined);
  const list = useListProps(usePositionsInfiniteQuery(sort ? { sort } : {}));
  const books = usePortfolioSummaryQuery().data?.books;
  const [moves] = useState(() => new LiveMoves());
  return (
    <LiveMovesContext value={moves}>
      {/* Offline, the holdings are the last answer kept: their prices are not live. */}
      <NavBar title={intl.formatMessage({ id: 'route.position' })} right={<NotLiveWhenOffline />} />
      <PortfolioSummary />
      {books ? <ValueChart currencies={books.map((b) => b.currencyType)} /> : null}
      {books ? <Allocation books={books} /> : null}
      <Tabs
        aria-label={intl.formatMessage({ id: 'position.sort' })}
        items={SORTS.map((key) => ({
          title: intl.formatMessage({ id: `position.sort.${key ?? 'RECENT'}` }),
        }))}
        active={SORTS.indexOf(sort)}
        onChange={(index) => setSort(SORTS[index])}
      />
      <InfiniteList<Position>
        {...list}
        aria-label={intl.formatMessage({ id: 'route.position' })}
        getKey={(position) => position.stockId}
        renderItem={(position) => <PositionRow position={position} />}
      />
    </LiveMovesContext>
  );
}
