import { useOrderCancelMutation, useOrderModifyMutation } from '@trading/api';
import type { WorkingOrder } from '@trading/contract';
import { Button, numberLocale, useConfirm, useToast } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { orderPriceText, parseOrderPrice } from './order-price';
import { formatDateTime } from '../date-time/format-date-time';
import { Input } from '../forms/text-field';
import { useApiCall } from '../forms/use-api-call';
import { DetailList } from '../offerings/detail-list';
import { formatAmount } from '../offerings/format-amount';
import { OfferCard } from '../offerings/offer-card';
import { OrderDetailLink } from './order-detail-link';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

/** The price a working order waits for: its limit, or its stop. */
function waitingPrice(order: WorkingOrder): string {
  return order.limitPrice ?? order.stopPrice ?? '0';
}

/** A pending order with cancel and change-price. */
export function OpenOrderCard({ order }: { order: WorkingOrder }) {
  const intl = useIntl();
  const toast = useToast();
  const { busy, call } = useApiCall();
  const { confirm, dialog } = useConfirm();
  const [cancel] = useOrderCancelMutation();
  const [modify] = useOrderModifyMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const money = (value: string) => formatAmount(value, order.currencyType);
  const side = intl.formatMessage({ id: order.side === 'BUY' ? 'action.buy' : 'action.sell' });
  const type = intl.formatMessage({ id: `orders.type.${order.type}` });
  const newPrice = editing === null ? null : parseOrderPrice(editing, numberLocale());

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

  const onSave = async () => {
    if (!newPrice) return;
    const prices =
      order.type === 'STOP'
        ? { stopPrice: newPrice }
        : order.type === 'LIMIT'
          ? { limitPrice: newPrice }
          : { limitPrice: newPrice, stopPrice: order.stopPrice ?? newPrice };
    const outcome = await call(() =>
      modify({ id: order.id, type: order.type, quantity: order.quantity, ...prices }),
    );
    if (!outcome.ok) return;
    setEditing(null);
    toast.show(intl.formatMessage({ id: 'orders.modified' }));
  };

  return (
    <OfferCard
      title={`${side} · ${order.stockName}`}
      subtitle={`${type} · ${order.stockExchange} · ${order.stockSymbol}`}
      action={
        editing === null ? (
          <Actions>
            <OrderDetailLink order={order} />
            <Button
              disabled={busy}
              onClick={() =>
                setEditing(orderPriceText(Number(waitingPrice(order)), numberLocale()))
              }
            >
              {intl.formatMessage({ id: 'orders.modify' })}
            </Button>
            <Button $variant="danger" disabled={busy} onClick={() => void onCancel()}>
              {intl.formatMessage({ id: 'orders.cancel' })}
            </Button>
          </Actions>
        ) : (
          <Actions>
            <Input
              inputMode="decimal"
              aria-label={intl.formatMessage({
                id: order.type === 'STOP' ? 'orders.price.STOP' : 'orders.price.LIMIT',
              })}
              value={editing}
              $invalid={newPrice === null}
              onChange={(event) => setEditing(event.target.value)}
            />
            <Button disabled={busy} onClick={() => setEditing(null)}>
              {intl.formatMessage({ id: 'orders.keep' })}
            </Button>
            <Button
              $variant="primary"
              disabled={busy || newPrice === null}
              onClick={() => void onSave()}
            >
              {intl.formatMessage({ id: 'orders.modify' })}
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
          [intl.formatMessage({ id: 'form.quantity.label' }), intl.formatNumber(order.quantity)],
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
