import { Button, useOnline } from '@trading/ui-kit';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  & > * {
    flex: 1;
  }
`;

const Reason = styled.p`
  margin: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px 0`};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
  text-align: center;
`;

/**
 * Exchange (US market tenants only), Deposit, and Withdrawal — which needs a verified name.
 * Offline all three are off and say why: nothing about money is kept to be sent later.
 */
export function AccountActions({
  showExchange,
  hasName,
}: {
  showExchange: boolean;
  hasName: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const online = useOnline();
  const reasonId = useId();
  const off = { disabled: !online, 'aria-describedby': online ? undefined : reasonId };
  return (
    <>
      <Row>
        {showExchange && (
          <Button {...off} onClick={() => void navigate('/moneyExchange')}>
            {intl.formatMessage({ id: 'action.exchange' })}
          </Button>
        )}
        <Button $variant="primary" {...off} onClick={() => void navigate('/depositList')}>
          {intl.formatMessage({ id: 'action.deposit' })}
        </Button>
        <Button {...off} onClick={() => void navigate(hasName ? '/withdraw' : '/openKyc')}>
          {intl.formatMessage({ id: 'action.withdraw' })}
        </Button>
      </Row>
      {!online && (
        <Reason id={reasonId}>{intl.formatMessage({ id: 'offline.needsNetwork' })}</Reason>
      )}
    </>
  );
}
