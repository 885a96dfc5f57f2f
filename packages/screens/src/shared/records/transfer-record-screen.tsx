import type { PagedList } from '@trading/api';
import type { ReviewStatus } from '@trading/contract';
import { formatMoney } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useTenant } from '../context';
import { formatDateTime } from '../date-time/format-date-time';
import { ScreenBar } from '../forms/screen-bar';
import { RecordList } from './record-list';
import { RecordRow } from './record-row';
import { ReviewStatusText } from './review-status';

/** A deposit or a withdrawal as its record lists show it. */
interface TransferRecord {
  id: number;
  usdt: boolean;
  amount: string;
  createdTime: number;
  status: ReviewStatus;
}

/**
 * The deposit and withdrawal records: every transfer with its amount (USDT ones in dollars),
 * time and review status.
 */
export function TransferRecordScreen({
  titleId,
  list,
  kindIds,
}: {
  /** i18n id of the screen's title. */
  titleId: string;
  list: PagedList<TransferRecord>;
  /** i18n ids naming a USDT and a bank transfer. */
  kindIds: { usdt: string; bank: string };
}) {
  const intl = useIntl();
  const { definition } = useTenant();
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
          />
        )}
      />
    </>
  );
}
