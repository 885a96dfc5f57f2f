import { DEPTH_LEVELS, type DepthLevel, type Stock } from '@trading/contract';
import { useDepth } from '@trading/market-feed';
import { formatMoney } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.font.sizeMd}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.sizeSm}px;
  }
`;

const Table = styled.table<{ $stale: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  font-variant-numeric: tabular-nums;
  ${({ theme, $stale }) => ($stale ? `color: ${theme.color.textSecondary};` : '')}
  th {
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weightRegular};
  }
  th,
  td {
    padding: 2px 0;
    text-align: end;
  }
  th:first-child,
  td:first-child,
  th:nth-child(3),
  td:nth-child(3) {
    text-align: start;
    padding-inline-start: ${({ theme }) => theme.space.sm}px;
  }
  td.bid {
    color: ${({ theme }) => theme.color.up};
  }
  td.ask {
    color: ${({ theme }) => theme.color.down};
  }
  tfoot td {
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

export interface DepthPanelProps {
  stock: Stock;
}

/**
 * The live five-level order book (bids beside offers, best first) with the total quantity each
 * side, for the tenants whose market's brokers show it. No book while the market is closed.
 */
export default function DepthPanel({ stock }: DepthPanelProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'stock.depth.title' });
  const trading = stock.tradeState === 'OPEN' || stock.tradeState === 'OTHER_MARKET';
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      {trading ? (
        <LiveBook stock={stock} />
      ) : (
        <p>{intl.formatMessage({ id: 'stock.depth.closed' })}</p>
      )}
    </Section>
  );
}

function LiveBook({ stock }: DepthPanelProps) {
  const intl = useIntl();
  const { book, live } = useDepth(stock.symbol, stock.market);
  if (!book) return <p role="status">{intl.formatMessage({ id: 'stock.depth.waiting' })}</p>;
  const price = (level: DepthLevel | undefined) => (level ? formatMoney(level.price) : '');
  const quantity = (value: number | undefined) =>
    value === undefined ? '' : formatMoney(value, { decimals: 0 });
  const quantityLabel = intl.formatMessage({ id: 'stock.depth.quantity' });
  return (
    <Table $stale={!live} data-testid="depth-book">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'stock.depth.bid' })}</th>
          <th scope="col">{quantityLabel}</th>
          <th scope="col">{intl.formatMessage({ id: 'stock.depth.ask' })}</th>
          <th scope="col">{quantityLabel}</th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: DEPTH_LEVELS }, (_, n) => (
          <tr key={n}>
            <td className="bid">{price(book.bids[n])}</td>
            <td>{quantity(book.bids[n]?.quantity)}</td>
            <td className="ask">{price(book.asks[n])}</td>
            <td>{quantity(book.asks[n]?.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>{intl.formatMessage({ id: 'stock.depth.total' })}</td>
          <td data-testid="depth-total-bid">{quantity(book.totalBidQuantity)}</td>
          <td />
          <td data-testid="depth-total-ask">{quantity(book.totalAskQuantity)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
