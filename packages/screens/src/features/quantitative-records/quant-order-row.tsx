import type { QuantOrder, QuantOrderStatus } from '@trading/contract';
import { useIntl } from 'react-intl';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount, formatRate } from '../../shared/offerings/format-amount';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { OfferCard } from '../../shared/offerings/offer-card';
import { StatusBadge, type BadgeTone } from '../../shared/offerings/status-badge';

const STATUS: Record<QuantOrderStatus, { id: string; tone: BadgeTone }> = {
  LOCKED: { id: 'quant.status.locked', tone: 'active' },
  FINISHED: { id: 'status.finish', tone: 'success' },
};

/** A fund order: locked until its lock-up ends, then paid back with its profit. */
export function QuantOrderRow({ order }: { order: QuantOrder }) {
  const intl = useIntl();
  const money = (value: string) => formatAmount(value, order.currencyType);
  const status = STATUS[order.status];
  return (
    <OfferCard
      title={order.productName}
      subtitle={order.productManagerName}
      badge={<StatusBadge tone={status.tone}>{intl.formatMessage({ id: status.id })}</StatusBadge>}
    >
      <DetailList
        rows={[
          [intl.formatMessage({ id: 'quant.applyAmount' }), money(order.applyAmount)],
          [intl.formatMessage({ id: 'quant.profit' }), money(order.profitAmount)],
          [
            intl.formatMessage({ id: 'quant.rates' }),
            intl.formatMessage(
              { id: 'quant.range' },
              { low: formatRate(order.rates[0]), high: formatRate(order.rates[1]) },
            ),
          ],
          [
            intl.formatMessage({ id: 'quant.lockDay' }),
            intl.formatMessage({ id: 'quant.days' }, { days: order.lockDay }),
          ],
          [intl.formatMessage({ id: 'quant.createTime' }), formatDateTime(order.createTime)],
          [intl.formatMessage({ id: 'quant.lockEndTime' }), formatDateTime(order.lockEndTime)],
        ]}
      />
    </OfferCard>
  );
}
