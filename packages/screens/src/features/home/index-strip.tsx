import { useStockMainPageIndexQuery } from '@trading/api';
import type { IndexItem } from '@trading/contract';
import { ChangeText, formatMoney, trendOf } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ListState } from '../../shared/list-state/list-state';
import { INDEX_POLL } from '../../shared/market-settings/polling';

/** The strip's height; its skeleton reserves it (measured at 390 px). */
const STRIP_HEIGHT = 92;

const Strip = styled.ul`
  box-sizing: border-box;
  display: grid;
  min-height: ${STRIP_HEIGHT}px;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  list-style: none;
`;

const Cell = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xs}px`};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.sizeXs}px;
  text-decoration: none;
`;

const Symbol = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Price = styled.strong<{ $trend: 'up' | 'down' | 'flat' }>`
  color: ${({ theme, $trend }) => theme.color[$trend]};
  font-size: ${({ theme }) => theme.font.sizeMd}px;
  font-variant-numeric: tabular-nums;
`;

/** Symbol, price to 2 decimals, change with percent; coloured by the change, flat at zero. */
function IndexCell({ index }: { index: IndexItem }) {
  const trend = trendOf(index.change);
  return (
    <Cell to={`/stock/${index.id}`}>
      <Symbol>{index.symbol}</Symbol>
      <Price $trend={trend}>{formatMoney(index.price)}</Price>
      <span>
        <ChangeText value={index.change} />{' '}
        <ChangeText value={index.up} percent beside={index.change} />
      </span>
    </Cell>
  );
}

export function IndexStrip() {
  const intl = useIntl();
  const query = useStockMainPageIndexQuery(undefined, INDEX_POLL);
  const indices = query.data ?? [];
  return (
    <ListState query={query} isEmpty={indices.length === 0} rows={1} rowHeight={STRIP_HEIGHT}>
      <Strip aria-label={intl.formatMessage({ id: 'home.indices' })}>
        {indices.map((index) => (
          <li key={index.id}>
            <IndexCell index={index} />
          </li>
        ))}
      </Strip>
    </ListState>
  );
}
