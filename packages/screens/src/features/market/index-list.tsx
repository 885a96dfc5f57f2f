import { useStockIndexQuery } from '@trading/api';
import { PullRefresh } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { NotLiveWhenOffline } from '../../shared/live/not-live-badge';
import { ListState } from '../../shared/list-state/list-state';
import { INDEX_POLL } from '../../shared/market-settings/polling';
import { IndexRow } from '../../shared/stock-row/index-row';

// Only offline (the rows are then the kept answer): a line for the mark, over the rows.
const Mark = styled.div`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  &:empty {
    display: none;
  }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The Index tab: every index the tenant shows, in one answer. */
export function IndexList() {
  const intl = useIntl();
  const query = useStockIndexQuery(undefined, INDEX_POLL);
  const indices = query.data ?? [];
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <Mark>
        <NotLiveWhenOffline />
      </Mark>
      <ListState query={query} isEmpty={indices.length === 0} rows={6}>
        <Rows aria-label={intl.formatMessage({ id: 'market.tab.index' })}>
          {indices.map((index) => (
            <li key={index.id}>
              <IndexRow index={index} />
            </li>
          ))}
        </Rows>
      </ListState>
    </PullRefresh>
  );
}
