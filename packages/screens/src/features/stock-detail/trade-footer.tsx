import type { TradeState } from '@trading/contract';
import { Button, useOnline } from '@trading/ui-kit';
import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { TradeSide } from './trade-limits';

export interface TradeFooterProps {
  /** Known logged in: the balance call succeeded. */
  loggedIn: boolean;
  canSell: boolean;
  /** What the server will take now (GET /stock/detail). */
  tradeState: TradeState;
  onTrade: (side: TradeSide) => void;
  /** The bar, for the screen to keep its first view clear of it. */
  ref?: Ref<HTMLElement>;
}

const Bar = styled.footer`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  padding-bottom: calc(${({ theme }) => theme.space.sm}px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Buttons = styled.div`
  display: flex;
  flex: 1 1 100%;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Reason = styled.p`
  flex: 1 1 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-align: center;
`;

/**
 * Buy (and Sell while something is held) for members; a Login button for visitors. When the
 * server would refuse an order (not listed, market closed, another market) the buttons are
 * off and say why; an index has no buttons, only the reason. Offline they are off too: an
 * order is never kept to be sent later.
 */
export function TradeFooter({ loggedIn, canSell, tradeState, onTrade, ref }: TradeFooterProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const reasonId = useId();
  const online = useOnline();
  const open = tradeState === 'OPEN';
  const reason = !open
    ? intl.formatMessage({ id: `stock.trade.state.${tradeState}` })
    : online
      ? null
      : intl.formatMessage({ id: 'offline.needsNetwork' });
  const off = { disabled: reason !== null, 'aria-describedby': reason ? reasonId : undefined };
  return (
    <Bar ref={ref}>
      {reason && <Reason id={reasonId}>{reason}</Reason>}
      {tradeState !== 'INDEX' && (
        <Buttons>
          {loggedIn ? (
            <>
              <Button $variant="primary" $block {...off} onClick={() => onTrade('buy')}>
                {intl.formatMessage({ id: 'action.buy' })}
              </Button>
              {canSell && (
                <Button $variant="danger" $block {...off} onClick={() => onTrade('sell')}>
                  {intl.formatMessage({ id: 'action.sell' })}
                </Button>
              )}
            </>
          ) : (
            <Button $variant="primary" $block onClick={() => void navigate('/LoginUp')}>
              {intl.formatMessage({ id: 'action.login' })}
            </Button>
          )}
        </Buttons>
      )}
    </Bar>
  );
}
