import { useOrderCancelMutation } from '@trading/api';
import type { WorkingOrder } from '@trading/contract';
import { Button, useConfirm, useToast, formatQuantity } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDateTime } from '../date-time/format-date-time';
import { useApiCall } from '../forms/use-api-call';
import { DetailList } from '../offerings/detail-list';
import { formatAmount } from '../offerings/format-amount';
import { OfferCard } from '../offerings/offer-card';
import { ChangePriceEditor } from './change-price-editor';
import { OrderDetailLink } from './order-detail-link';
import { waitingPrice } from './waiting-price';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

/** A pending order with cancel and change-price (edited in place, ChangePriceEditor). */
export function OpenOrderCard({ order }: { order: WorkingOrder }) {
  const intl = useIntl();
  const toast = useToast();
  const { busy, call } = useApiCall();
  const { confirm, dialog } = useConfirm();
  const [cancel] = useOrderCancelMutation();
  const [editing, setEditing] = useState(false);
  const money = (value: string) => formatAmount(value, order.currencyType);
  const side = intl.formatMessage({ id: order.side === 'BUY' ? 'action.buy' : 'action.sell' });
  const type = intl.formatMessage({ id: `orders.type.${order.type}` });

  const onCancel = async () => {
    const sure = await confirm({
      title: intl.formatMessage({ id: 'orders.cancel' }),
      message: intl.formatMessage({ id: 'orders.cancelConfirm' }),
      cancelText: intl.formatMessage({ id: 'orders.keep' }),
      confirmText: intl.formatMessage({ id: 'orders.cancel' }),
      confirmVariant: 'danger',
    });
    if (!sure) return;
    const outcome = await call(() => cancel({ id: order.id }));
    if (outcome.ok) toast.show(intl.formatMessage({ id: 'orders.cancelled' }));
  };

  return (
    <OfferCard
      title={`${side} · ${order.stockName}`}
      subtitle={`${type} · ${order.stockExchange} · ${order.stockSymbol}`}
      action={
        editing ? (
          <ChangePriceEditor order={order} onClose={() => setEditing(false)} />
        ) : (
          <Actions>
            <OrderDetailLink order={order} />
            <Button disabled={busy} onClick={() => setEditing(true)}>
              {intl.formatMessage({ id: 'orders.modify' })}
            </Button>
            <Button $variant="danger" disabled={busy} onClick={() => void onCancel()}>
              {intl.formatMessage({ id: 'orders.cancel' })}
            </Button>
          </Actions>
        )
      }
    >
      <DetailList
        rows={[
          [
            intl.formatMessage({
              id: order.type === 'STOP' ? 'orders.price.STOP' : 'orders.price.LIMIT',
            }),
            money(waitingPrice(order)),
          ],
          [intl.formatMessage({ id: 'form.quantity.label' }), formatQuantity(order.quantity)],
          ...(order.side === 'BUY'
            ? [[intl.formatMessage({ id: 'orders.held' }), money(order.heldAmount)] as const]
            : []),
          [intl.formatMessage({ id: 'orders.expires' }), formatDateTime(order.expiresTime)],
        ]}
      />
      {dialog}
    </OfferCard>
  );
}
