import type { Stock } from '@trading/contract';
import { ChangeText, formatMoney, PriceText } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLiveQuote } from './use-live-quote';

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

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeXs}px;
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

/** Name, live price with its currency sign, change, percent, and the day's high/open/low/close. */
export function StockQuote({ stock, sign }: StockQuoteProps) {
  const intl = useIntl();
  const { quote, live } = useLiveQuote(stock);
  const cells = [
    ['stock.high', quote.high],
    ['stock.open', quote.open],
    ['stock.low', quote.low],
    ['stock.close', quote.close],
  ] as const;
  return (
    <Header aria-label={stock.name}>
      <Symbol>
        {stock.symbol} · {stock.market}
      </Symbol>
      <Line>
        {/* While the feed is down the last price is greyed and labelled, never shown as live. */}
        <Price
          data-testid="stock-price"
          value={quote.price}
          sign={sign}
          change={live ? quote.change : undefined}
          $stale={!live}
        />
        <ChangeText value={quote.change} />
        <ChangeText value={quote.percent} percent />
        {!live && <Badge role="status">{intl.formatMessage({ id: 'stock.notLive' })}</Badge>}
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
