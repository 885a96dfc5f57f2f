import { usePositionsInfiniteQuery } from '@trading/api';
import type { Position } from '@trading/contract';
import { InfiniteList, NavBar } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useListProps } from '../../shared/paged-list/use-list-props';
import { PortfolioSummary } from './portfolio-summary';
import { PositionRow } from './position-row';

/** /position: the user's holdings. */
export function PositionScreen() {
  const intl = useIntl();
  const list = useListProps(usePositionsInfiniteQuery());
  return (
    <>
      <NavBar title={intl.formatMessage({ id: 'route.position' })} />
      <PortfolioSummary />
      <InfiniteList<Position>
        {...list}
        aria-label={intl.formatMessage({ id: 'route.position' })}
        getKey={(position) => position.stockId}
        renderItem={(position) => <PositionRow position={position} />}
      />
    </>
  );
}
