import { Button } from '@trading/ui-kit';
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

/** Exchange (US market tenants only), Deposit, and Withdrawal — which needs a verified name. */
export function AccountActions({
  showExchange,
  hasName,
}: {
  showExchange: boolean;
  hasName: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Row>
      {showExchange && (
        <Button onClick={() => void navigate('/moneyExchange')}>
          {intl.formatMessage({ id: 'action.exchange' })}
        </Button>
      )}
      <Button $variant="primary" onClick={() => void navigate('/depositList')}>
        {intl.formatMessage({ id: 'action.deposit' })}
      </Button>
      <Button onClick={() => void navigate(hasName ? '/withdraw' : '/openKyc')}>
        {intl.formatMessage({ id: 'action.withdraw' })}
      </Button>
    </Row>
  );
}
