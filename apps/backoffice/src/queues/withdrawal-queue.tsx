import { REJECTION_REASONS } from '@trading/contract';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { consoleApi } from '../api/console-api';
import { LIVE_QUEUE } from '../shell/live-queue';
import { MoneyQueue } from './money-queue';
import { WithdrawalChecks } from './risk/withdrawal-checks';

const Check = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.sm}px;
`;

/** Withdrawals: where the money goes, the investor's balance, and a large one's first approver. */
export function WithdrawalQueue() {
  const { data } = consoleApi.useWithdrawalsPendingQuery(undefined, LIVE_QUEUE);
  const myId = consoleApi.useMeQuery().data?.userId;
  const [claim] = consoleApi.useWithdrawalsClaimMutation();
  const [approve] = consoleApi.useWithdrawalsApproveMutation();
  const [reject] = consoleApi.useWithdrawalsRejectMutation();
  return (
    <MoneyQueue
      rows={data}
      myId={myId}
      checks={(r, money) => <WithdrawalChecks row={r} money={money} />}
      facts={(r) => [
        ['queue.bank', [r.bank, r.branch, r.bankCode, r.extraCode].filter(Boolean).join(' · ')],
        ['queue.destination', r.accountNumber],
      ]}
      more={(r, money) => (
        <>
          <Check>
            <FormattedMessage
              id="queue.balance"
              values={{ cash: money(r.cash, r.currency), held: money(r.held, r.currency) }}
            />
          </Check>
          {r.firstApprover && (
            <Check role="note">
              <FormattedMessage id="queue.firstApprover" values={{ name: r.firstApprover }} />
            </Check>
          )}
        </>
      )}
      claim={claim}
      approve={approve}
      reasons={REJECTION_REASONS.withdrawals}
      reject={reject}
    />
  );
}
