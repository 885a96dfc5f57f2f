import { usePortfolioSummaryQuery, usePositionsInfiniteQuery } from '@trading/api';
import type { Position } from '@trading/contract';
import { InfiniteList, NavBar } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useListProps } from '../../shared/paged-list/use-list-props';
import { Allocation } from './allocation';
import { PortfolioSummary } from './portfolio-summary';
import { PositionRow } from './position-row';
import { ValueChart } from './value-chart';

/** /position: the user's holdings. */
export function PositionScreen() {
  const intl = useIntl();
  const list = useListProps(usePositionsInfiniteQuery());
  const books = usePortfolioSummaryQuery().data?.books;
  return (
    <>
      <NavBar title={intl.formatMessage({ id: 'route.position' })} />
      <PortfolioSummary />
      {books ? <ValueChart currencies={books.map((b) => b.currencyType)} /> : null}
      {books ? <Allocation books={books} /> : null}
      <InfiniteList<Position>
        {...list}
        aria-label={intl.formatMessage({ id: 'route.position' })}
        getKey={(position) => position.stockId}
        renderItem={(position) => <PositionRow position={position} />}
      />
    </>
  );
}
