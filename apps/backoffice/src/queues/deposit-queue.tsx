import { REJECTION_REASONS } from '@trading/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { consoleApi } from '../api/console-api';
import { LIVE_QUEUE } from '../shell/live-queue';
import { MoneyQueue } from './money-queue';
import { DepositChecks } from './risk/deposit-checks';
import { ZoomableImage } from './zoomable-image';

/**
 * Deposits: the amount and paying account (a USDT one's transfer hash, to look up on-chain)
 * beside the receipt the investor uploaded.
 */
export function DepositQueue() {
  const intl = useIntl();
  const { data } = consoleApi.useDepositsPendingQuery(undefined, LIVE_QUEUE);
  const myId = consoleApi.useMeQuery().data?.userId;
  const [claim] = consoleApi.useDepositsClaimMutation();
  const [approve] = consoleApi.useDepositsApproveMutation();
  const [reject] = consoleApi.useDepositsRejectMutation();
  return (
    <MoneyQueue
      rows={data}
      myId={myId}
      checks={(r) => <DepositChecks signals={r.signals} />}
      facts={(r) => [
        ['queue.bank', r.bank],
        ['queue.account', r.accountNumber],
        ['queue.txHash', r.txHash],
      ]}
      more={(r) =>
        r.receiptUrl ? (
          <>
            <FormattedMessage id="queue.receipt" />
            <ZoomableImage src={r.receiptUrl} alt={intl.formatMessage({ id: 'queue.receipt' })} />
          </>
        ) : (
          <FormattedMessage id="queue.noReceipt" />
        )
      }
      claim={claim}
      approve={approve}
      reasons={REJECTION_REASONS.deposits}
      reject={reject}
    />
  );
}
