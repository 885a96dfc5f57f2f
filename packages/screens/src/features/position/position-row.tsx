import type { Position } from '@trading/contract';
import { useTicker } from '@trading/market-feed';
import { ChangeText, formatMoney, INVALID_MONEY, PriceText, formatQuantity } from '@trading/ui-kit';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { StockName } from '../../shared/stock-row/stock-name';
import { holdingFigures, weightPercent } from './pnl';
import { useBookValue } from './use-book-value';
import { useReportMove } from './use-report-move';
import { currencySign } from '../../shared/format/currency-sign';

const Card = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Pnl = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Figure = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** One holding, with its current price live and PNL worked out exactly from it. */
export const PositionRow = memo(function PositionRow({ position }: { position: Position }) {
  const intl = useIntl();
  const { tick } = useTicker(position.stockSymbol, position.stockExchange);
  // Until the first tick, the server's exact decimal string.
  const currentPrice = tick ? tick.price : position.currentPrice;
  const figures = holdingFigures({ ...position, currentPrice });
  useReportMove(position, tick?.price);
  const bookValue = useBookValue(position.currencyType);
  const weight = figures && bookValue ? weightPercent(figures.marketValue, bookValue) : null;
  const label = (id: string) => intl.formatMessage({ id });
  const sign = currencySign(position.currencyType);
  return (
    <Card to={`/stock/${position.stockId}`} data-testid="position-row">
      <Head>
        <StockName
          symbol={position.stockSymbol}
          market={position.stockExchange}
          name={position.stockName}
        />
        <Pnl aria-label={label('position.pnl')}>
          <ChangeText value={figures?.pnl ?? INVALID_MONEY} sign={sign} />
          <ChangeText value={figures?.pnlPercent ?? INVALID_MONEY} percent beside={figures?.pnl} />
        </Pnl>
      </Head>
      <Figures>
        <Figure>
          <dt>{label('position.amount')}</dt>
          <dd>{figures ? formatQuantity(figures.amount) : INVALID_MONEY}</dd>
        </Figure>
        <Figure>
          <dt>{label('position.marketValue')}</dt>
          <dd>{formatMoney(figures?.marketValue ?? INVALID_MONEY, { sign })}</dd>
        </Figure>
        <Figure>
          <dt>{label('position.avgPrice')}</dt>
          <dd>{formatMoney(position.avgPrice, { sign })}</dd>
        </Figure>
        <Figure>
          <dt>{label('position.currentPrice')}</dt>
          <dd>
            <PriceText value={currentPrice} sign={sign} />
          </dd>
        </Figure>
        <Figure>
          <dt>{label('position.dayChange')}</dt>
          <dd>
            <ChangeText value={figures?.dayChange ?? INVALID_MONEY} sign={sign} />
          </dd>
        </Figure>
        <Figure>
          <dt>{label('position.weight')}</dt>
          <dd>{weight === null ? INVALID_MONEY : `${formatMoney(weight, { decimals: 1 })}%`}</dd>
        </Figure>
        <Figure>
          <dt>{label('position.realised')}</dt>
          <dd>
            {/* Most holdings were never sold: their zero is plain text, not a coloured trend. */}
            {Number(position.realisedPnl) === 0 ? (
              formatMoney(position.realisedPnl, { sign })
            ) : (
              <ChangeText value={position.realisedPnl} sign={sign} />
            )}
          </dd>
        </Figure>
      </Figures>
    </Card>
  );
});
