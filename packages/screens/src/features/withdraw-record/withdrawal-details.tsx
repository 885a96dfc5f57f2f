import { useWithdrawCancelMutation } from '@trading/api';
import type { WithdrawRecord } from '@trading/contract';
import { Button, useConfirm, useToast } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useApiCall } from '../../shared/forms/use-api-call';

const Line = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** Where a withdrawal goes (masked) and, while it waits for review, its Cancel. */
export function WithdrawalDetails({ record }: { record: WithdrawRecord }) {
  const intl = useIntl();
  const toast = useToast();
  const { busy, call } = useApiCall();
  const { confirm, dialog } = useConfirm();
  const [cancel] = useWithdrawCancelMutation();

  const onCancel = async () => {
    const sure = await confirm({
      title: intl.formatMessage({ id: 'records.cancelWithdrawal' }),
      message: intl.formatMessage({ id: 'records.cancelWithdrawalConfirm' }),
    });
    if (!sure) return;
    const outcome = await call(() => cancel({ id: record.id }));
    if (outcome.ok) toast.show(intl.formatMessage({ id: 'records.withdrawalCancelled' }));
  };

  return (
    <Line>
      <span>
        {intl.formatMessage({ id: 'records.destination' }, { destination: record.destination })}
      </span>
      {record.status === 'REVIEWING' && (
        <Button $variant="danger" disabled={busy} onClick={() => void onCancel()}>
          {intl.formatMessage({ id: 'records.cancelWithdrawal' })}
        </Button>
      )}
      {dialog}
    </Line>
  );
}
