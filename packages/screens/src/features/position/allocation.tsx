import type { PortfolioBook } from '@trading/contract';
import { formatMoney } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { currencySign } from '../../shared/format/currency-sign';
import { Panel } from './panel';

const Heading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.xs}px 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  font-variant-numeric: tabular-nums;
  text-decoration: none;
`;

const RowLink = styled(Link)`
  ${row}
`;

const Row = styled.div`
  ${row}
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Amount = styled.span`
  text-align: right;
`;

const Track = styled.span`
  grid-column: 1 / -1;
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

// The width is the server's exact percent; a bar needs no more precision than a pixel.
const Fill = styled.span<{ $percent: string }>`
  display: block;
  width: ${({ $percent }) => Math.min(100, Math.max(0, Number($percent)))}%;
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
`;

function Bar({ percent }: { percent: string }) {
  return (
    <Track aria-hidden>
      <Fill $percent={percent} />
    </Track>
  );
}

function Line({ name, amount, percent }: { name: ReactNode; amount: string; percent: string }) {
  return (
    <>
      <Name>{name}</Name>
      <Amount>
        {amount} · {percent}%
      </Amount>
      <Bar percent={percent} />
    </>
  );
}

function BookAllocation({ book }: { book: PortfolioBook }) {
  const intl = useIntl();
  const sign = currencySign(book.currencyType);
  const money = (value: string) => formatMoney(value, { sign });
  const percent = (value: string) => formatMoney(value);
  return (
    <>
      {book.holdings.length > 0 ? (
        <>
          <Heading>
            {intl.formatMessage(
              { id: 'position.allocation.byInstrument' },
              { currency: book.currencyType },
            )}
          </Heading>
          <List>
            {book.holdings.map((h) => (
              <li key={h.stockId}>
                <RowLink to={`/stock/${h.stockId}`} data-testid="allocation-holding">
                  <Line
                    name={`${h.stockSymbol} · ${h.stockName}`}
                    amount={money(h.marketValue)}
                    percent={percent(h.weightPercent)}
                  />
                </RowLink>
              </li>
            ))}
          </List>
        </>
      ) : null}
      <Heading>
        {intl.formatMessage(
          { id: 'position.allocation.byMarket' },
          { currency: book.currencyType },
        )}
      </Heading>
      <List>
        {book.markets.map((m) => (
          <li key={m.market ?? 'cash'}>
            <Row data-testid="allocation-market">
              <Line
                name={intl.formatMessage({
                  id: m.market
                    ? `position.allocation.market.${m.market}`
                    : 'position.allocation.cash',
                })}
                amount={money(m.value)}
                percent={percent(m.weightPercent)}
              />
            </Row>
          </li>
        ))}
      </List>
    </>
  );
}

/**
 * Where the money is, per currency book: each holding's share of the book's market value
 * (a row opens the stock), then the markets and the cash. Plain bars: no chart library.
 */
export function Allocation({ books }: { books: readonly PortfolioBook[] }) {
  const intl = useIntl();
  return (
    <Panel aria-label={intl.formatMessage({ id: 'position.allocation' })}>
      {books.map((book) => (
        <BookAllocation key={book.currencyType} book={book} />
      ))}
    </Panel>
  );
}
