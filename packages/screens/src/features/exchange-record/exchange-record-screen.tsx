import { useExchangeRecordsInfiniteQuery, usePagedList } from '@trading/api';
import { formatMoney } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { ScreenBar } from '../../shared/forms/screen-bar';
import { currencySign } from '../../shared/format/currency-sign';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { RecordList } from '../../shared/records/record-list';
import { RecordRow } from '../../shared/records/record-row';

/** /exchangeRecord: what was paid, the fee and what was received, per exchange. */
export function ExchangeRecordScreen() {
  const intl = useIntl();
  const list = usePagedList(useExchangeRecordsInfiniteQuery({}));
  return (
    <>
      <ScreenBar title="route.exchangeRecord" />
      <RecordList
        list={list}
        aria-label={intl.formatMessage({ id: 'route.exchangeRecord' })}
        getKey={(record) => record.id}
        renderItem={(record) => (
          <RecordRow
            title={`${record.fromType} → ${record.toType}`}
            amount={`${formatMoney(record.fromAmount, { sign: currencySign(record.fromType) })} → ${formatMoney(record.toAmount, { sign: currencySign(record.toType) })}`}
            date={formatDateTime(record.createdTime)}
            status={intl.formatMessage(
              { id: 'records.fee' },
              { amount: formatMoney(record.fee, { sign: currencySign(record.fromType) }) },
            )}
          />
        )}
      />
    </>
  );
}
