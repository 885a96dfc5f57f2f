import { formatQuantity } from '@trading/ui-kit';
import { useOrderHistoryInfiniteQuery, usePagedList } from '@trading/api';
import type { WorkingOrder } from '@trading/contract';
import { useIntl } from 'react-intl';
import { OfferCard } from '../../shared/offerings/offer-card';
import { OfferList } from '../../shared/offerings/offer-list';
import { OrderDetailLink } from '../../shared/orders/order-detail-link';

function EndedOrderCard({ order }: { order: WorkingOrder }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const side = t(order.side === 'BUY' ? 'action.buy' : 'action.sell');
  return (
    <OfferCard
      title={`${side} ${formatQuantity(order.quantity)} · ${order.stockName}`}
      subtitle={`${t(`orders.type.${order.type}`)} · ${order.stockExchange} · ${order.stockSymbol}`}
      badge={t(`orderDetail.status.${order.status}`)}
      action={<OrderDetailLink order={order} />}
    />
  );
}

/** The Ended tab: limit and stop orders that filled, expired, were cancelled or refused. */
export function EndedOrders({ label }: { label: string }) {
  return (
    <OfferList
      list={usePagedList(useOrderHistoryInfiniteQuery())}
      label={label}
      getKey={(order) => order.id}
      renderItem={(order) => <EndedOrderCard order={order} />}
    />
  );
}
