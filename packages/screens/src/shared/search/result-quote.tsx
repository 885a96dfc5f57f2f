import type { StockSummary } from '@trading/contract';
import { ChangeText, PriceText } from '@trading/ui-kit';
import styled from 'styled-components';

const Column = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  flex: none;
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/** The price a result was found at and its day's percent, so a search answers "how much?" too. */
export function ResultQuote({ stock }: { stock: Pick<StockSummary, 'price' | 'change' | 'up'> }) {
  return (
    <Column data-testid="result-quote">
      <PriceText value={stock.price} change={stock.change} />
      <ChangeText value={stock.up} percent beside={stock.change} />
    </Column>
  );
}
