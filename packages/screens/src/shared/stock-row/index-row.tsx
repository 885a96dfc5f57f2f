import type { IndexItem } from '@trading/contract';
import { ChangeText, PriceText } from '@trading/ui-kit';
import { Link } from 'react-router';
import styled from 'styled-components';
import { End, RowGrid } from './row-grid';
import { StockName } from './stock-name';

const RowLink = styled(Link)`
  display: block;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
`;

/** An index on the Market screen's Index tab; indices carry no exchange, so no live feed. */
export function IndexRow({ index }: { index: IndexItem }) {
  return (
    <RowLink to={`/stock/${index.id}`}>
      <RowGrid>
        <StockName symbol={index.symbol} name={index.name} />
        <End>
          <PriceText value={index.price} change={index.change} />
          <ChangeText value={index.change} />
        </End>
        <End>
          <ChangeText value={index.up} percent beside={index.change} />
        </End>
      </RowGrid>
    </RowLink>
  );
}
