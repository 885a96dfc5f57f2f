import type { OrderRecord } from '@trading/contract';
import { useIntl } from 'react-intl';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { OfferCard } from '../../shared/offerings/offer-card';

/** A filled buy or sell order. */
export function OrderRecordRow({ record }: { record: OrderRecord }) {
  const intl = useIntl();
  const money = (value: string) => formatAmount(value, record.currencyType);
  return (
    <OfferCard
      title={record.stockName}
      subtitle={`${record.stockExchange} · ${record.stockSymbol}`}
    >
      <DetailList
        rows={[
          [intl.formatMessage({ id: 'offerings.price' }), money(record.price)],
          [intl.formatMessage({ id: 'orderRecords.currentPrice' }), money(record.currentPrice)],
          [intl.formatMessage({ id: 'form.quantity.label' }), intl.formatNumber(record.amount)],
          [intl.formatMessage({ id: 'orderRecords.fee' }), money(record.fee)],
          [intl.formatMessage({ id: 'orderRecords.time' }), formatDateTime(record.createdTime)],
        ]}
      />
    </OfferCard>
  );
}
