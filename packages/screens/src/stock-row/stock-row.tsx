import type { StockSummary } from '@trading/contract';
import { ChangeText, PriceText } from '@trading/ui-kit';
import { memo } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { End, RowGrid } from './row-grid';
import { StockName } from './stock-name';
import { useLiveQuote } from './use-live-quote';

/** A quote row's height; skeletons reserve it (measured at 390 px). */
export const STOCK_ROW_HEIGHT = 59;

const RowLink = styled(Link)`
  box-sizing: border-box;
  display: block;
  min-height: ${STOCK_ROW_HEIGHT}px;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
`;

const Price = styled(PriceText)`
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Small = styled(ChangeText)`
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Percent = styled(ChangeText)`
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/**
 * One quote row: symbol, market, name, live price with its change, and the day's percent.
 * Memoised on the stock object so a tick re-renders only the row it belongs to.
 */
export const StockRow = memo(function StockRow({ stock }: { stock: StockSummary }) {
  const quote = useLiveQuote(stock.symbol, stock.market, {
    price: stock.price,
    change: stock.change,
    percent: stock.up,
  });
  return (
    <RowLink to={`/stock/${stock.id}`} data-testid="stock-row">
      <RowGrid>
        <StockName symbol={stock.symbol} market={stock.market} name={stock.name} />
        <End>
          <Price value={quote.price} change={quote.change} />
          <Small value={quote.change} />
        </End>
        <End>
          <Percent value={quote.percent} percent />
        </End>
      </RowGrid>
    </RowLink>
  );
});
