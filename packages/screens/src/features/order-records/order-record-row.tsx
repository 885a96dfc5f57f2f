import type { OrderRecord } from '@trading/contract';
import { useIntl } from 'react-intl';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { OfferCard } from '../../shared/offerings/offer-card';
import { settledTotal } from '../../shared/orders/settled-total';
import { exact, formatQuantity } from '@trading/ui-kit';

/** A filled buy or sell order: how it was placed, what it filled at, and what it moved in all. */
export function OrderRecordRow({ record }: { record: OrderRecord }) {
  const intl = useIntl();
  const money = (value: string) => formatAmount(value, record.currencyType);
  const total = settledTotal(record.side, record.price, record.amount, record.fee);
  return (
    <OfferCard
      title={record.stockName}
      subtitle={`${intl.formatMessage({ id: `orders.type.${record.type}` })} · ${record.stockExchange} · ${record.stockSymbol}`}
    >
      <DetailList
        rows={[
          [intl.formatMessage({ id: 'offerings.price' }), money(record.price)],
          [intl.formatMessage({ id: 'orderRecords.currentPrice' }), money(record.currentPrice)],
          [intl.formatMessage({ id: 'form.quantity.label' }), formatQuantity(record.amount)],
          [intl.formatMessage({ id: 'orderRecords.fee' }), money(record.fee)],
          [
            intl.formatMessage({
              id: record.side === 'BUY' ? 'orderRecords.totalPaid' : 'orderRecords.totalReceived',
            }),
            total ? money(exact.toText(total)) : '--',
          ],
          [intl.formatMessage({ id: 'orderRecords.time' }), formatDateTime(record.createdTime)],
        ]}
      />
    </OfferCard>
  );
}
