import { usePortfolioSummaryQuery } from '@trading/api';
import type { PortfolioBook } from '@trading/contract';
import { ChangeText, formatMoney, INVALID_MONEY } from '@trading/ui-kit';
import { useContext, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { currencySign } from '../../shared/format/currency-sign';
import { termGrid } from '../../shared/term-grid';
import { LiveMovesContext, movedBook, type LiveMoves } from './live-moves';
import { Panel } from './panel';

const Book = styled.div`
  & + & {
    padding-top: ${({ theme }) => theme.space.sm}px;
    border-top: 1px dashed ${({ theme }) => theme.color.border};
  }
`;

const Caption = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Value = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.font.sizeXl}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-variant-numeric: tabular-nums;
`;

const Figures = styled.dl`
  ${termGrid}
  grid-template-columns: repeat(2, minmax(0, 1fr));
  dd {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs}px;
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
    font-variant-numeric: tabular-nums;
  }
`;

const NO_MOVES = () => () => {};
const NO_VERSION = () => 0;

/** The book as the server sent it, moved by the live prices of the holdings on screen. */
function useLiveBook(served: PortfolioBook): PortfolioBook {
  const moves: LiveMoves | null = useContext(LiveMovesContext);
  useSyncExternalStore(moves?.subscribe ?? NO_MOVES, moves?.getVersion ?? NO_VERSION, NO_VERSION);
  return moves ? movedBook(served, moves.total(served.currencyType)) : served;
}

function BookFigures({ book: served }: { book: PortfolioBook }) {
  const book = useLiveBook(served);
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const sign = currencySign(book.currencyType);
  return (
    <Book
      aria-label={intl.formatMessage(
        { id: 'position.summary.book' },
        { currency: book.currencyType },
      )}
      data-testid="portfolio-book"
    >
      <Caption>
        {intl.formatMessage(
          { id: 'position.summary.marketValue' },
          { currency: book.currencyType },
        )}
      </Caption>
      <Value>{formatMoney(book.marketValue, { sign })}</Value>
      <Figures>
        <div>
          <dt>{label('position.summary.dayChange')}</dt>
          <dd aria-label={label('position.summary.dayChange')}>
            <ChangeText value={book.dayChange} sign={sign} />
            <ChangeText
              value={book.dayChangePercent ?? INVALID_MONEY}
              percent
              beside={book.dayChange}
            />
          </dd>
        </div>
        <div>
          <dt>{label('position.summary.unrealised')}</dt>
          <dd>
            <ChangeText value={book.unrealisedPnl} sign={sign} />
          </dd>
        </div>
        <div>
          <dt>{label('position.summary.realised')}</dt>
          <dd>
            <ChangeText value={book.realisedPnl} sign={sign} />
          </dd>
        </div>
        <div>
          <dt>{label('position.summary.cash')}</dt>
          <dd>{formatMoney(book.cash, { sign })}</dd>
        </div>
      </Figures>
    </Book>
  );
}

/**
 * The top of Holdings: how the portfolio is doing, one block per currency book the server
 * returns (the tenant's, then USD where the US market is shown). Figures are the server's
 * exact decimals, refreshed when a trade or a deposit invalidates positions or balance, and
 * moved between refreshes by the live prices of the holdings on screen.
 */
export function PortfolioSummary() {
  const intl = useIntl();
  const { data } = usePortfolioSummaryQuery();
  if (!data) return null;
  return (
    <Panel aria-label={intl.formatMessage({ id: 'position.summary' })}>
      {data.books.map((book) => (
        <BookFigures key={book.currencyType} book={book} />
      ))}
    </Panel>
  );
}
