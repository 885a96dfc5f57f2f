import { isApiError, useOrderDetailQuery } from '@trading/api';
import { ErrorCode, EXCHANGE_TIME_ZONES, type WorkingOrder } from '@trading/contract';
import { Empty, ErrorPanel, exact, Skeleton, formatQuantity } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { DocumentButtons } from '../../shared/documents/document-buttons';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { OfferCard } from '../../shared/offerings/offer-card';
import { OfferingScreen } from '../../shared/offerings/offering-screen';
import { settledTotal } from '../../shared/orders/settled-total';

type Row = readonly [string, string];

/** What the order is and did, as rows: its terms, then its fill, then its times. */
function useOrderRows(order: WorkingOrder): Row[] {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const money = (value: string) => formatAmount(value, order.currencyType);
  // Times in the exchange's own zone, named: the close an order waits for is that market's.
  const zone = EXCHANGE_TIME_ZONES[order.stockExchange];
  const at = (time: number) => t('orderDetail.at', { time: formatDateTime(time, zone), zone });
  const ended = order.status !== 'PENDING';
  const total =
    order.filledPrice !== null && order.fee !== null
      ? settledTotal(order.side, order.filledPrice, order.quantity, order.fee)
      : null;
  const status = t(`orderDetail.status.${order.status}`);
  return [
    [
      t('orderDetail.status'),
      order.reason ? `${status} · ${t(`orderDetail.reason.${order.reason}`)}` : status,
    ],
    [t('orders.type'), t(`orders.type.${order.type}`)],
    [t('form.quantity.label'), formatQuantity(order.quantity)],
    ...(order.limitPrice ? [[t('orders.price.LIMIT'), money(order.limitPrice)] as const] : []),
    ...(order.stopPrice ? [[t('orders.price.STOP'), money(order.stopPrice)] as const] : []),
    [t('orders.tif'), t(`orders.tif.${order.timeInForce}`)],
    ...(!ended && order.side === 'BUY'
      ? [[t('orders.held'), money(order.heldAmount)] as const]
      : []),
    ...(order.filledPrice
      ? [[t('orderDetail.filledPrice'), money(order.filledPrice)] as const]
      : []),
    ...(order.fee ? [[t('orderRecords.fee'), money(order.fee)] as const] : []),
    ...(total
      ? [
          [
            t(order.side === 'BUY' ? 'orderRecords.totalPaid' : 'orderRecords.totalReceived'),
            money(exact.toText(total)),
          ] as const,
        ]
      : []),
    [t('orderDetail.placed'), at(order.createdTime)],
    ended
      ? [t(`orderDetail.ended.${order.status}`), at(order.updatedTime)]
      : [t('orders.expires'), at(order.expiresTime)],
  ];
}

function OrderCard({ order }: { order: WorkingOrder }) {
  const intl = useIntl();
  const side = intl.formatMessage({ id: order.side === 'BUY' ? 'action.buy' : 'action.sell' });
  return (
    <OfferCard
      title={`${side} · ${order.stockName}`}
      subtitle={`${order.stockExchange} · ${order.stockSymbol}`}
    >
      <DetailList rows={useOrderRows(order)} />
      {order.filledOrderId !== null && (
        <DocumentButtons
          request={{ document: 'contractNote', source: 'ORDER', id: order.filledOrderId }}
          name={intl.formatMessage({ id: 'documents.contractNote' })}
        />
      )}
    </OfferCard>
  );
}

function Body({ id }: { id: string }) {
  const intl = useIntl();
  const detail = useOrderDetailQuery({ id });
  // Another investor's order answers as one that never was: a retry cannot help.
  if (isApiError(detail.error) && detail.error.code === ErrorCode.NOT_FOUND)
    return <Empty description={intl.formatMessage({ id: 'orderDetail.notFound' })} />;
  if (detail.isError) return <ErrorPanel onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton rows={6} />;
  return <OrderCard order={detail.data} />;
}

/**
 * /orderDetail/{id}: one limit or stop order — its terms, status, fill, fee, total and times,
 * and once filled its contract note as PDF and CSV.
 */
export function OrderDetailScreen() {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <Navigate to="/orderRecords" replace />;
  return (
    <OfferingScreen titleId="route.orderDetail">
      <Body id={id} />
    </OfferingScreen>
  );
}
