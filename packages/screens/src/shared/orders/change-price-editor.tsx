import { useOrderModifyMutation, useStockDetailQuery } from '@trading/api';
import type { WorkingOrder } from '@trading/contract';
import { useTicker } from '@trading/market-feed';
import { Button, numberLocale, useConfirm, useToast } from '@trading/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useTenant } from '../context';
import { Input } from '../forms/text-field';
import { useApiCall } from '../forms/use-api-call';
import { formatAmount } from '../offerings/format-amount';
import { farPriceWarnings } from './far-price-warnings';
import { orderPriceText, parseOrderPrice } from './order-price';
import { OrderWarning } from './order-warning';
import { waitingPrice } from './waiting-price';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

export interface ChangePriceEditorProps {
  order: WorkingOrder;
  /** Closes the editor: after the change, or when the user keeps the order as it is. */
  onClose: () => void;
}

/** The prices a modify sends: the new one in the field the order waits on. */
function changedPrices(order: WorkingOrder, price: string) {
  if (order.type === 'STOP') return { stopPrice: price };
  if (order.type === 'LIMIT') return { limitPrice: price };
  return { limitPrice: price, stopPrice: order.stopPrice ?? price };
}

/**
 * An open order's price, edited in place. A new price far from the market gets the trade
 * sheet's warning and "Change anyway"; backing out of it returns to the price typed, and
 * "Keep order" leaves the order as it was.
 */
export function ChangePriceEditor({ order, onClose }: ChangePriceEditorProps) {
  const intl = useIntl();
  const toast = useToast();
  const { busy, call } = useApiCall();
  const { confirm, dialog } = useConfirm();
  const [modify] = useOrderModifyMutation();
  const { farFromMarketPercent } = useTenant().definition.trading;
  // The price now: the feed's, else the last quote the server gave.
  const { tick } = useTicker(order.stockSymbol, order.stockExchange);
  const quoted = useStockDetailQuery({ id: order.stockId }).data?.price;
  const livePrice = tick?.price ?? Number(quoted ?? 0);
  const [text, setText] = useState(() =>
    orderPriceText(Number(waitingPrice(order)), numberLocale()),
  );
  const newPrice = parseOrderPrice(text, numberLocale());
  const label = intl.formatMessage({
    id: order.type === 'STOP' ? 'orders.price.STOP' : 'orders.price.LIMIT',
  });

  const onSave = async () => {
    if (!newPrice) return;
    const prices = changedPrices(order, newPrice);
    const money = (value: string | number) => formatAmount(String(value), order.currencyType);
    // Only the price typed here is the user's new choice: a stop kept as it was is not asked about.
    const typed = order.type === 'STOP' ? { stopPrice: newPrice } : { limitPrice: newPrice };
    const far = farPriceWarnings(intl, typed, livePrice, farFromMarketPercent, false, money);
    if (far.length > 0) {
      const sure = await confirm({
        title: intl.formatMessage({ id: 'orders.modify' }),
        message: far.map((warning) => <OrderWarning key={warning}>{warning}</OrderWarning>),
        cancelText: intl.formatMessage({ id: 'orders.backToPrice' }),
        confirmText: intl.formatMessage({ id: 'orders.changeAnyway' }),
      });
      if (!sure) return;
    }
    const outcome = await call(() =>
      modify({ id: order.id, type: order.type, quantity: order.quantity, ...prices }),
    );
    if (!outcome.ok) return;
    onClose();
    toast.show(intl.formatMessage({ id: 'orders.modified' }));
  };

  return (
    <Actions>
      <Input
        inputMode="decimal"
        aria-label={label}
        value={text}
        $invalid={newPrice === null}
        onChange={(event) => setText(event.target.value)}
      />
      <Button disabled={busy} onClick={onClose}>
        {intl.formatMessage({ id: 'orders.keep' })}
      </Button>
      <Button $variant="primary" disabled={busy || newPrice === null} onClick={() => void onSave()}>
        {intl.formatMessage({ id: 'orders.modify' })}
      </Button>
      {dialog}
    </Actions>
  );
}
