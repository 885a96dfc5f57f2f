import { Button } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { TradeSide } from './trade-sheet';

export interface TradeFooterProps {
  /** Known logged in: the balance call succeeded (spec section 4). */
  loggedIn: boolean;
  canSell: boolean;
  onTrade: (side: TradeSide) => void;
}

const Bar = styled.footer`
  position: sticky;
  bottom: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  padding-bottom: calc(${({ theme }) => theme.space.sm}px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** Buy (and Sell while something is held) for members; a Login button for visitors. */
export function TradeFooter({ loggedIn, canSell, onTrade }: TradeFooterProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Bar>
      {loggedIn ? (
        <>
          <Button $variant="primary" $block onClick={() => onTrade('buy')}>
            {intl.formatMessage({ id: 'action.buy' })}
          </Button>
          {canSell && (
            <Button $variant="danger" $block onClick={() => onTrade('sell')}>
              {intl.formatMessage({ id: 'action.sell' })}
            </Button>
          )}
        </>
      ) : (
        <Button $variant="primary" $block onClick={() => void navigate('/LoginUp')}>
          {intl.formatMessage({ id: 'action.login' })}
        </Button>
      )}
    </Bar>
  );
}
