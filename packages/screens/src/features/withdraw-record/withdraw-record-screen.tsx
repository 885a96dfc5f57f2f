import { usePagedList, useWithdrawRecordsInfiniteQuery } from '@trading/api';
import { formatMoney } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useTenant } from '../../shared/context';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { RecordList } from '../../shared/records/record-list';
import { RecordRow } from '../../shared/records/record-row';
import { ReviewStatusText } from '../../shared/records/review-status';

/** /withdrawRecord: every withdrawal with its amount, time and review status. */
export function WithdrawRecordScreen() {
  const intl = useIntl();
  const { definition } = useTenant();
  const list = usePagedList(useWithdrawRecordsInfiniteQuery({}));
  return (
    <>
      <ScreenBar title="route.withdrawRecord" />
      <RecordList
        list={list}
        aria-label={intl.formatMessage({ id: 'route.withdrawRecord' })}
        getKey={(record) => record.id}
        renderItem={(record) => (
          <RecordRow
            title={intl.formatMessage({
              id: record.usdt ? 'records.usdtWithdrawal' : 'records.bankWithdrawal',
            })}
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
