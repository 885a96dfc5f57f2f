import {
  useBuyMutation,
  useIdempotentMutation,
  useOrderPlaceMutation,
  useSellMutation,
} from '@trading/api';
import { STEPPER, type BalanceAndPosition, type Stock } from '@trading/contract';
import {
  BottomSheet,
  Button,
  exact,
  formatMoney,
  numberLocale,
  ShortcutAmounts,
  Stepper,
  useConfirm,
  useToast,
} from '@trading/ui-kit';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { CostSummary } from '../../shared/forms/cost-summary';
import { Input } from '../../shared/forms/text-field';
import { cashIn } from '../../shared/forms/order-cost';
import { useMoneyCall } from '../../shared/forms/use-money-call';
import { REDIRECT_DELAY_MS } from '../../shared/redirect-delay';
import { checkTrade, openingQuantity, type TradeCheck, type TradeSide } from './trade-limits';
import {
  orderPriceText,
  parseOrderPrice,
  type SheetOrderType,
} from '../../shared/orders/order-price';
import { OrderTypeSwitch } from './order-type-switch';
import { priceToDecimal } from './trade-math';
import { useLiveQuote } from './use-live-quote';
import { SheetBody, SheetRow } from './sheet-layout';

export type { TradeSide } from './trade-limits';

export interface TradeSheetProps {
  side: TradeSide | null;
  stock: Stock;
  sign: string;
  /** The user's cash and shares of this stock (GET /user/balanceAndPosition). */
  holding: BalanceAndPosition;
  onClose: () => void;
}

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/**
 * The buy or sell popup: read-only price, what the user has, a quantity stepper and shortcuts
 * capped at what the server will take, the cost with the fee, and why submit is off when it is.
 */
export function TradeSheet({ side, stock, sign, holding, onClose }: TradeSheetProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const quantityId = useId();
  const priceId = useId();
  // The live price: shown read-only and sent with a market order as the price the user saw.
  const { price: livePrice } = useLiveQuote(stock).quote;
  const [orderType, setOrderType] = useState<SheetOrderType>('MARKET');
  const [priceText, setPriceText] = useState('');
  const orderPrice = orderType === 'MARKET' ? null : parseOrderPrice(priceText, numberLocale());
  // A limit or stop order is checked (cash, estimate) at the price the user set.
  const price = orderType === 'MARKET' ? livePrice : Number(orderPrice ?? livePrice);
  const held = holding.availableAmount;
  const cash = cashIn(stock.currencyType, holding);
  const [quantity, setQuantity] = useState<number>(STEPPER.default);
  // Each opening starts from the default (or everything held, for a small holding); set
  // while rendering, as React advises for state that follows a prop.
  const [openedAs, setOpenedAs] = useState<TradeSide | null>(null);
  if (side !== openedAs) {
    setOpenedAs(side);
    if (side) {
      setQuantity(openingQuantity(side, held));
      setOrderType('MARKET');
    }
  }
  const chooseType = (type: SheetOrderType) => {
    setOrderType(type);
    if (type !== 'MARKET' && priceText === '')
      setPriceText(orderPriceText(livePrice, numberLocale()));
  };
  const badPrice = orderType !== 'MARKET' && orderPrice === null;
  const check = checkTrade(side ?? 'buy', { price, quantity, cash, held });
  const reasonId = useId();
  const reason = side && blockText(check, { quantity, cash, held, sign }, intl);
  const [buy] = useIdempotentMutation(useBuyMutation);
  const [sell] = useIdempotentMutation(useSellMutation);
  const [place] = useIdempotentMutation(useOrderPlaceMutation);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { busy, send, dialog } = useMoneyCall();
  // After a success the sheet stays off until the move to the holdings.
  const [done, setDone] = useState(false);
  const sending = busy || done;

  // After a success the user sees the toast for a second, then their holdings.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/position'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const money = (value: string | number) => formatMoney(value, { sign, decimals: 2 });

  const submitWorking = async (tradeSide: TradeSide, at: string) => {
    const typeName = intl.formatMessage({ id: `orders.type.${orderType}` });
    const total = check.cost ? money(exact.toText(check.cost.total)) : '';
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'orders.confirmTitle' }, { type: typeName }),
      message: intl.formatMessage(
        { id: tradeSide === 'buy' ? 'orders.confirmBuy' : 'orders.confirmSell' },
        { quantity, name: stock.name, price: money(at), total },
      ),
      confirmText: intl.formatMessage({ id: 'orders.place' }),
    });
    if (!confirmed) return;
    const order = {
      type: orderType,
      side: tradeSide === 'buy' ? ('BUY' as const) : ('SELL' as const),
      stockId: stock.id,
      quantity,
      timeInForce: 'GTC' as const,
      ...(orderType === 'LIMIT' ? { limitPrice: at } : { stopPrice: at }),
    };
    const result = await send(`order-${tradeSide}`, order, () => place(order));
    if (!result.ok) return;
    toast.show(intl.formatMessage({ id: 'orders.placed' }));
    onClose();
  };

  const submit = async () => {
    if (!side || sending || check.block || badPrice) return;
    if (orderType !== 'MARKET' && orderPrice) return submitWorking(side, orderPrice);
    const order = { id: stock.id, amount: quantity, price: priceToDecimal(price) };
    // The same stock and quantity is the same request, whatever the price did meanwhile.
    const asked = { id: order.id, amount: order.amount };
    const result = await send(side, asked, () => (side === 'buy' ? buy(order) : sell(order)));
    if (!result.ok) return;
    toast.show(intl.formatMessage({ id: side === 'buy' ? 'success.buy' : 'success.sell' }));
    setDone(true);
  };

  return (
    <BottomSheet
      open={side !== null}
      onClose={onClose}
      title={intl.formatMessage(
        { id: side === 'sell' ? 'stock.trade.sellTitle' : 'stock.trade.buyTitle' },
        { name: stock.name },
      )}
    >
      <SheetBody>
        <OrderTypeSwitch value={orderType} onChange={chooseType} />
        <SheetRow>
          <Muted>{intl.formatMessage({ id: 'stock.trade.price' })}</Muted>
          <output aria-label={intl.formatMessage({ id: 'stock.trade.price' })}>
            {formatMoney(livePrice, { sign, decimals: 2 })}
          </output>
        </SheetRow>
        {orderType !== 'MARKET' && (
          <SheetRow>
            <label htmlFor={priceId}>
              {intl.formatMessage({ id: `orders.price.${orderType}` })}
            </label>
            <Input
              id={priceId}
              inputMode="decimal"
              autoComplete="off"
              value={priceText}
              $invalid={badPrice}
              aria-invalid={badPrice}
              onChange={(event) => setPriceText(event.target.value)}
            />
          </SheetRow>
        )}
        <SheetRow>
          <Muted>
            {intl.formatMessage({ id: side === 'sell' ? 'stock.trade.held' : 'cost.available' })}
          </Muted>
          <output
            aria-label={intl.formatMessage({
              id: side === 'sell' ? 'stock.trade.held' : 'cost.available',
            })}
          >
            {side === 'sell' ? held : formatMoney(cash, { sign, decimals: 2 })}
          </output>
        </SheetRow>
        <SheetRow>
          <label htmlFor={quantityId}>{intl.formatMessage({ id: 'form.quantity.label' })}</label>
          <Stepper
            id={quantityId}
            aria-label={intl.formatMessage({ id: 'form.quantity.label' })}
            value={quantity}
            onChange={setQuantity}
            min={STEPPER.min}
            max={Math.max(check.max, STEPPER.min)}
            step={STEPPER.step}
            disabled={check.max < STEPPER.min}
          />
        </SheetRow>
        <ShortcutAmounts amounts={check.shortcuts} value={quantity} onSelect={setQuantity} />
        <Notice>
          {intl.formatMessage({
            id:
              orderType === 'MARKET'
                ? 'message.marketOrderFluctuate'
                : `orders.notice.${orderType}.${side ?? 'buy'}`,
          })}
        </Notice>
        <CostSummary
          cost={check.cost}
          sign={sign}
          amountLabel="stock.trade.estimated"
          direction={side === 'sell' ? 'receive' : 'pay'}
        />
        {badPrice && <Reason>{intl.formatMessage({ id: 'orders.badPrice' })}</Reason>}
        {reason && <Reason id={reasonId}>{reason}</Reason>}
        <Button
          $variant={side === 'sell' ? 'danger' : 'primary'}
          $block
          disabled={sending || check.block !== null || badPrice}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => void submit()}
        >
          {intl.formatMessage({ id: side === 'sell' ? 'action.sell' : 'action.buy' })}
        </Button>
        {dialog}
        {confirmDialog}
      </SheetBody>
    </BottomSheet>
  );
}

/** Why the order cannot go, in the user's words; null when it can. */
function blockText(
  check: TradeCheck,
  { quantity, cash, held, sign }: { quantity: number; cash: string; held: number; sign: string },
  intl: ReturnType<typeof useIntl>,
): string | null {
  const money = (value: string) => formatMoney(value, { sign, decimals: 2 });
  const total = check.cost ? money(exact.toText(check.cost.total)) : '';
  switch (check.block) {
    case 'noCash':
      return intl.formatMessage(
        { id: 'stock.trade.noCash' },
        { quantity, cost: total, cash: money(cash) },
      );
    case 'overCash':
      return intl.formatMessage(
        { id: 'stock.trade.overCash' },
        { quantity, cost: total, cash: money(cash) },
      );
    case 'overShares':
      return intl.formatMessage({ id: 'stock.trade.overShares' }, { held });
    case 'noShares':
      return intl.formatMessage({ id: 'stock.trade.noShares' });
    default:
      return null;
  }
}
