import type { Market, MarketState } from '@trading/contract';
import { useIntl } from 'react-intl';
import styled, { type DefaultTheme } from 'styled-components';
import { marketStateText } from './market-state-text';
import { useMarketStatus } from './use-market-status';

const dotColour = (theme: DefaultTheme, state: MarketState) =>
  state === 'OPEN'
    ? theme.color.success
    : state === 'CLOSED'
      ? theme.color.textSecondary
      : theme.color.warning;

const Label = styled.span<{ $state: MarketState }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme, $state }) => dotColour(theme, $state)};
  }
`;

/** Whether `market` trades now, and until when: nothing until the server has said. */
export function MarketStateLabel({ market }: { market: Market }) {
  const intl = useIntl();
  const read = useMarketStatus(market);
  if (!read) return null;
  const { status } = read;
  const text = marketStateText(
    (id, values) => intl.formatMessage({ id }, values),
    intl.locale,
    status,
    read.readAt,
  );
  return (
    <Label data-testid="market-state" data-state={status.state} $state={status.state}>
      {text}
    </Label>
  );
}
