import { usePortfolioSummaryQuery } from '@trading/api';
import type { PortfolioBook } from '@trading/contract';
import { ChangeText, exact, formatMoney, INVALID_MONEY } from '@trading/ui-kit';
import { useContext, useId, useSyncExternalStore } from 'react';
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

/** What a figure measures, where two figures could be read as the same thing. */
const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeXs}px;
`;

const Figures = styled.dl`
  ${termGrid}
  grid-template-columns: repeat(2, minmax(0, 1fr));
  & + & {
    margin-top: ${({ theme }) => theme.space.sm}px;
  }
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

type Part = 'marketValue' | 'cash' | 'advancePayment' | 'pendingWithdrawal' | 'locked';

/**
 * What the book's total is made of, in the server's order of totalValue's sum; a part that
 * may be empty is shown only while it holds something (leaving it out changes no sum).
 */
const PARTS: readonly { field: Part; label: string; whileHeld?: boolean }[] = [
  { field: 'marketValue', label: 'position.summary.marketValue' },
  { field: 'cash', label: 'position.summary.cash' },
  { field: 'advancePayment', label: 'account.advancePayment', whileHeld: true },
  { field: 'pendingWithdrawal', label: 'account.pendingWithdrawal', whileHeld: true },
  { field: 'locked', label: 'account.locked', whileHeld: true },
];

const holds = (value: string) =>
  exact.compare(exact.parse(value) ?? exact.of(0), exact.of(0)) !== 0;

function BookFigures({ book: served }: { book: PortfolioBook }) {
  const book = useLiveBook(served);
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const sign = currencySign(book.currencyType);
  const dayChangeHint = useId();
  return (
    <Book
      aria-label={intl.formatMessage(
        { id: 'position.summary.book' },
        { currency: book.currencyType },
      )}
      data-testid="portfolio-book"
    >
      <Caption>
        {intl.formatMessage({ id: 'position.summary.total' }, { currency: book.currencyType })}
      </Caption>
      <Value data-testid="portfolio-total">{formatMoney(book.totalValue, { sign })}</Value>
      <Figures aria-label={label('position.summary.parts')} data-testid="portfolio-parts">
        {PARTS.filter(({ field, whileHeld }) => !whileHeld || holds(book[field])).map(
          ({ field, label: id }) => (
            <div key={field}>
              <dt>{label(id)}</dt>
              <dd>{formatMoney(book[field], { sign })}</dd>
            </div>
          ),
        )}
      </Figures>
      <Figures>
        <div>
          <dt>{label('position.summary.dayChange')}</dt>
          <dd aria-label={label('position.summary.dayChange')} aria-describedby={dayChangeHint}>
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
      </Figures>
      <Hint id={dayChangeHint}>{label('position.summary.dayChange.hint')}</Hint>
    </Book>
  );
}

/**
 * The top of Holdings: what each currency book is worth and every part of that total, then
 * how it is doing, one block per currency book the server returns (the tenant's, then USD
 * where the US market is shown). Figures are the server's
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
