import { useDepositRecordsInfiniteQuery, usePagedList } from '@trading/api';
import { formatMoney } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useTenant } from '../../shared/context';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { RecordList } from '../../shared/records/record-list';
import { RecordRow } from '../../shared/records/record-row';
import { ReviewStatusText } from '../../shared/records/review-status';

/** /depositRecord: every deposit with its amount, time and review status. */
export function DepositRecordScreen() {
  const intl = useIntl();
  const { definition } = useTenant();
  const list = usePagedList(useDepositRecordsInfiniteQuery({}));
  return (
    <>
      <ScreenBar title="route.depositRecord" />
      <RecordList
        list={list}
        aria-label={intl.formatMessage({ id: 'route.depositRecord' })}
        getKey={(record) => record.id}
        renderItem={(record) => (
          <RecordRow
            title={intl.formatMessage({
              id: record.usdt ? 'records.usdtDeposit' : 'records.bankDeposit',
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
