import type { StockSummary } from '@trading/contract';
import { useTickerEffect } from '@trading/market-feed';
import { ChangeText, PriceText, changeParts, priceParts, writeTextParts } from '@trading/ui-kit';
import { memo, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { RowGrid } from './row-grid';
import { StockName } from './stock-name';

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

// Each live value is a block one line tall with size and layout containment, so a new price
// re-lays out only its own box instead of the whole page (flex and grid items cannot be such
// relayout boundaries in Chromium, hence a block column).
const LiveColumn = styled.div`
  min-width: 0;
  text-align: end;
  & > * {
    display: block;
    height: ${({ theme }) => theme.font.lineHeight}em;
    contain: size layout;
  }
  & > * + * {
    margin-top: 2px;
  }
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
 * Ticks never re-render it: at most once a frame they rewrite the three values in place.
 */
export const StockRow = memo(function StockRow({ stock }: { stock: StockSummary }) {
  const price = useRef<HTMLSpanElement>(null);
  const change = useRef<HTMLSpanElement>(null);
  const percent = useRef<HTMLSpanElement>(null);
  const tick = useTickerEffect(stock.symbol, stock.market, (t) => {
    writeTextParts(price.current, priceParts(t.price, { change: t.priceChange }));
    writeTextParts(change.current, changeParts(t.priceChange));
    writeTextParts(
      percent.current,
      changeParts(t.percentChange, { percent: true, beside: t.priceChange }),
    );
  });
  const quote = tick
    ? { price: tick.price, change: tick.priceChange, percent: tick.percentChange }
    : { price: stock.price, change: stock.change, percent: stock.up };
  return (
    <RowLink to={`/stock/${stock.id}`} data-testid="stock-row">
      <RowGrid>
        <StockName symbol={stock.symbol} market={stock.market} name={stock.name} />
        <LiveColumn>
          <Price ref={price} value={quote.price} change={quote.change} />
          <Small ref={change} value={quote.change} />
        </LiveColumn>
        <LiveColumn>
          <Percent ref={percent} value={quote.percent} percent beside={quote.change} />
        </LiveColumn>
      </RowGrid>
    </RowLink>
  );
});
