import type { Stock } from '@trading/contract';
import { useFeedStatus, useTickerEffect } from '@trading/market-feed';
import {
  ChangeText,
  changeParts,
  formatMoney,
  PriceText,
  priceParts,
  writeTextParts,
} from '@trading/ui-kit';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MarketStateLabel } from '../../shared/market-state/market-state-label';
import { NotLiveBadge, QuoteBadge } from '../../shared/live/not-live-badge';
import { liveQuote } from './live-quote';

export interface StockQuoteProps {
  stock: Stock;
  sign: string;
}

const Header = styled.section`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  background: ${({ theme }) => theme.color.surface};
`;

const Line = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Price = styled(PriceText)<{ $stale: boolean }>`
  font-size: ${({ theme }) => theme.font.sizeXl}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
  ${({ theme, $stale }) => ($stale ? `color: ${theme.color.textSecondary};` : '')}
`;

const Symbol = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.xs}px;
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * Name, live price with its currency sign, change, percent, and the day's high/open/low/close.
 * Ticks never re-render it: at most once a frame they rewrite the changed values in place (the
 * chart below has the frame's script budget); a new high or low, or the feed's status, does.
 */
export function StockQuote({ stock, sign }: StockQuoteProps) {
  const intl = useIntl();
  const live = useFeedStatus() === 'open';
  // The day's extremes seen so far: ticks arrive coalesced per frame, so a high between two
  // frames is only kept if remembered.
  const [seen, setSeen] = useState({ id: stock.id, high: stock.high, low: stock.low });
  const extremes = seen.id === stock.id ? seen : stock;
  const price = useRef<HTMLSpanElement>(null);
  const change = useRef<HTMLSpanElement>(null);
  const percent = useRef<HTMLSpanElement>(null);
  const tick = useTickerEffect(stock.symbol, stock.market, (t) => {
    const next = liveQuote(stock, t, extremes);
    if (seen.id !== stock.id || next.high !== seen.high || next.low !== seen.low) {
      setSeen({ id: stock.id, high: next.high, low: next.low });
      return;
    }
    writeTextParts(
      price.current,
      priceParts(next.price, { sign, change: live ? next.change : undefined }),
    );
    writeTextParts(change.current, changeParts(next.change));
    writeTextParts(
      percent.current,
      changeParts(next.percent, { percent: true, beside: next.change }),
    );
  });
  const quote = liveQuote(stock, tick, extremes);
  const cells = [
    ['stock.high', quote.high],
    ['stock.open', quote.open],
    ['stock.low', quote.low],
    ['stock.prevClose', quote.close],
  ] as const;
  return (
    <Header aria-label={stock.name}>
      <Symbol>
        {stock.symbol} · {stock.market} <MarketStateLabel market={stock.market} />
      </Symbol>
      <Line>
        {/* While the feed is down the last price is greyed and labelled, never shown as live. */}
        <Price
          ref={price}
          data-testid="stock-price"
          value={quote.price}
          sign={sign}
          change={live ? quote.change : undefined}
          $stale={!live}
        />
        {stock.isIndex && <QuoteBadge>{intl.formatMessage({ id: 'stock.points' })}</QuoteBadge>}
        <ChangeText ref={change} value={quote.change} />
        <ChangeText ref={percent} value={quote.percent} percent beside={quote.change} />
        {!live && <NotLiveBadge />}
      </Line>
      <Grid>
        {cells.map(([label, value]) => (
          <div key={label}>
            <dt>{intl.formatMessage({ id: label })}</dt>
            <dd>{formatMoney(value, { decimals: 2 })}</dd>
          </div>
        ))}
      </Grid>
    </Header>
  );
}
