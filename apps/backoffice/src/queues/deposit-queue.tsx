import { FormattedMessage, useIntl } from 'react-intl';
import { consoleApi } from '../api/console-api';
import { LIVE_QUEUE } from '../shell/live-queue';
import { useMoney } from '../shell/use-money';
import { Facts } from './facts';
import { QueueScreen } from './queue-screen';
import { ZoomableImage } from './zoomable-image';

/** Deposits: the amount and paying account beside the receipt the investor uploaded. */
export function DepositQueue() {
  const intl = useIntl();
  const money = useMoney();
  const { data } = consoleApi.useDepositsPendingQuery(undefined, LIVE_QUEUE);
  const [approve] = consoleApi.useDepositsApproveMutation();
  const [reject] = consoleApi.useDepositsRejectMutation();
  return (
    <QueueScreen
      rows={data}
      keyOf={(r) => r.id}
      since={(r) => r.createdAt}
      summary={(r) => `${r.username} · ${money(r.amount, r.currency)}`}
      detail={(r) => (
        <>
          <Facts
            rows={[
              ['queue.user', r.username],
              ['queue.amount', money(r.amount, r.currency)],
              ['queue.name', r.accountName],
              ['queue.bank', r.bank],
              ['queue.account', r.accountNumber],
            ]}
          />
          {r.receiptUrl ? (
            <>
              <FormattedMessage id="queue.receipt" />
              <ZoomableImage src={r.receiptUrl} alt={intl.formatMessage({ id: 'queue.receipt' })} />
            </>
          ) : (
            <FormattedMessage id="queue.noReceipt" />
          )}
        </>
      )}
      approve={(r) => approve({ id: r.id })}
      reject={(r, note) => reject({ id: r.id, note })}
    />
  );
}
