import type { PagedList } from '@trading/api';
import type { DepositRecord, WithdrawStatus } from '@trading/contract';
import { formatMoney } from '@trading/ui-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useTenant } from '../context';
import { formatDateTime } from '../date-time/format-date-time';
import { ScreenBar } from '../forms/screen-bar';
import { RecordList } from './record-list';
import { RecordRow } from './record-row';
import { useRejectionText } from './rejection-text';
import { ReviewStatusText } from './review-status';

/** What a deposit and a withdrawal record share, as their lists show them. */
type TransferRecord = Pick<
  DepositRecord,
  'id' | 'usdt' | 'amount' | 'createdTime' | 'rejection'
> & {
  status: WithdrawStatus;
};

/**
 * The deposit and withdrawal records: every transfer with its amount (USDT ones in dollars),
 * time, review status and, when refused, the reason; `details` adds a kind's own lines.
 */
export function TransferRecordScreen<T extends TransferRecord>({
  titleId,
  list,
  kindIds,
  details,
}: {
  /** i18n id of the screen's title. */
  titleId: string;
  list: PagedList<T>;
  /** i18n ids naming a USDT and a bank transfer. */
  kindIds: { usdt: string; bank: string };
  details?: (record: T) => ReactNode;
}) {
  const intl = useIntl();
  const { definition } = useTenant();
  const rejectionText = useRejectionText();
  return (
    <>
      <ScreenBar title={titleId} />
      <RecordList
        list={list}
        aria-label={intl.formatMessage({ id: titleId })}
        getKey={(record) => record.id}
        renderItem={(record) => (
          <RecordRow
            title={intl.formatMessage({ id: record.usdt ? kindIds.usdt : kindIds.bank })}
            amount={formatMoney(record.amount, {
              sign: record.usdt ? '$' : definition.currency.sign,
            })}
            date={formatDateTime(record.createdTime)}
            status={<ReviewStatusText status={record.status} />}
            note={details?.(record)}
            reason={record.rejection && rejectionText(record.rejection)}
          />
        )}
      />
    </>
  );
}
