import { useStockStatisticsQuery } from '@trading/api';
import type { KeyStatistics, Stock } from '@trading/contract';
import { useTicker } from '@trading/market-feed';
import { ErrorPanel, formatMoney, Skeleton } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { compactMoney } from './compact-money';
import { RangeBar } from './range-bar';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.font.sizeMd}px;
  }
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Range = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  font-variant-numeric: tabular-nums;
`;

const Ends = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.color.textSecondary};
`;

export interface KeyStatisticsPanelProps {
  stock: Stock;
  /** The stock's currency sign; '' for an index, a level in points. */
  sign: string;
}

/**
 * The stock page's key statistics: volume against its 30-session average, the 52-week range
 * with today's live price placed in it, and the company figures and trading rules the server
 * sends (a row the answer leaves null, as for an index, is not shown).
 */
export default function KeyStatisticsPanel({ stock, sign }: KeyStatisticsPanelProps) {
  const intl = useIntl();
  const answer = useStockStatisticsQuery({ id: stock.id });
  const title = intl.formatMessage({ id: 'stock.stats.title' });
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      {answer.data ? (
        <Figures stock={stock} sign={sign} stats={answer.data} />
      ) : answer.isError ? (
        <ErrorPanel
          message={intl.formatMessage({ id: 'list.loadFailed' })}
          retryText={intl.formatMessage({ id: 'list.retry' })}
          onRetry={() => void answer.refetch()}
        />
      ) : (
        <Skeleton rows={3} />
      )}
    </Section>
  );
}

function Figures({ stock, sign, stats }: { stock: Stock; sign: string; stats: KeyStatistics }) {
  const intl = useIntl();
  const price = useTicker(stock.symbol, stock.market).tick?.price ?? stock.price;
  const money = (value: number) => formatMoney(value, { sign });
  const count = (value: number) => formatMoney(value, { decimals: 0 });
  // The range holds today's price, so a live price past an end moves that end.
  const low = Math.min(stats.range52Weeks.low, price);
  const high = Math.max(stats.range52Weeks.high, price);
  const rangeLabel = intl.formatMessage({ id: 'stock.stats.range52Weeks' });
  const rows: [string, ReactNode][] = [['stock.stats.volume', count(stats.volume)]];
  if (stats.averageVolume30 !== null) {
    rows.push(['stock.stats.averageVolume', count(stats.averageVolume30)]);
    if (stats.averageVolume30 > 0)
      rows.push([
        'stock.stats.volumeRatio',
        intl.formatMessage(
          { id: 'stock.stats.times' },
          { ratio: formatMoney(stats.volume / stats.averageVolume30, { decimals: 2 }) },
        ),
      ]);
  }
  if (stats.marketCap !== null)
    rows.push(['stock.stats.marketCap', compactMoney(intl, stats.marketCap, sign)]);
  // A company (it has a market cap) always has a P/E row: a loss-making year shows a dash.
  if (stats.marketCap !== null)
    rows.push([
      'stock.stats.peRatio',
      stats.peRatio === null
        ? intl.formatMessage({ id: 'stock.stats.none' })
        : formatMoney(stats.peRatio),
    ]);
  if (stats.dividendYield !== null)
    rows.push(['stock.stats.dividendYield', formatMoney(stats.dividendYield, { suffix: '%' })]);
  if (stats.lotSize !== null)
    rows.push([
      'stock.stats.lotSize',
      intl.formatMessage({ id: 'stock.stats.shares' }, { count: count(stats.lotSize) }),
    ]);
  if (stats.tickSize !== null) rows.push(['stock.stats.tickSize', money(stats.tickSize)]);
  if (stats.circuitLimits !== null)
    rows.push([
      'stock.stats.circuit',
      `${money(stats.circuitLimits.low)} – ${money(stats.circuitLimits.high)}`,
    ]);
  return (
    <>
      <Range>
        <div>{rangeLabel}</div>
        <RangeBar low={low} high={high} value={price} label={rangeLabel} valueText={money(price)} />
        <Ends>
          <span data-testid="range-low">{money(low)}</span>
          <span data-testid="range-high">{money(high)}</span>
        </Ends>
      </Range>
      <Grid>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{intl.formatMessage({ id: label })}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Grid>
    </>
  );
}
