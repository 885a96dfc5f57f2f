import {
  useBuyMutation,
  useIdempotentMutation,
  useOrderPlaceMutation,
  useSellMutation,
} from '@trading/api';
import { STEPPER, type BalanceAndPosition, type Stock, type TimeInForce } from '@trading/contract';
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
  formatQuantity,
} from '@trading/ui-kit';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { CostSummary, costRows } from '../../shared/forms/cost-summary';
import { AmountField } from '../../shared/forms/amount-field';
import { cashIn } from '../../shared/forms/order-cost';
import { useMoneyCall } from '../../shared/forms/use-money-call';
import { REDIRECT_DELAY_MS } from '../../shared/redirect-delay';
import { checkTrade, openingQuantity, type TradeCheck, type TradeSide } from './trade-limits';
import {
  orderPrices,
  orderPriceText,
  PRICE_FIELDS,
  PRICE_UNIT,
  type SheetOrderType,
} from '../../shared/orders/order-price';
import { ChoiceSwitch } from './choice-switch';
import { farPriceWarnings } from '../../shared/orders/far-price-warnings';
import { OrderWarning } from '../../shared/orders/order-warning';
import { reviewHold, reviewMaxBuy } from './review-hold';
import { priceToDecimal } from './trade-math';
import { useLiveQuote } from './use-live-quote';
import { SheetBody, SheetRow } from './sheet-layout';
import { MarketReview } from './market-review';
import { useTenant } from '../../shared/context';

export type { TradeSide } from './trade-limits';

const ORDER_TYPES: readonly SheetOrderType[] = ['MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT'];
const TIME_IN_FORCE: readonly TimeInForce[] = ['DAY', 'GTC'];

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

/** A review's warning that the order will not wait as its type suggests. */
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
  // The live price: shown read-only and sent with a market order as the price the user saw.
  const { price: livePrice } = useLiveQuote(stock).quote;
  const [orderType, setOrderType] = useState<SheetOrderType>('MARKET');
  const [timeInForce, setTimeInForce] = useState<TimeInForce>('DAY');
  const [priceTexts, setPriceTexts] = useState({ limitPrice: '', stopPrice: '' });
  const prices = orderPrices(orderType, priceTexts, numberLocale());
  const held = holding.availableAmount;
  const cash = cashIn(stock.currencyType, holding);
  const [quantity, setQuantity] = useState<number>(STEPPER.default);
  const { reviewMarketOrders: reviewMarket, farFromMarketPercent } = useTenant().definition.trading;
  // The live price when the market review opened: what it shows and what the order is sent at.
  const [reviewPrice, setReviewPrice] = useState<number | null>(null);
  // Each opening starts from the default (or everything held, for a small holding); set
  // while rendering, as React advises for state that follows a prop.
  const [openedAs, setOpenedAs] = useState<TradeSide | null>(null);
  if (side !== openedAs) {
    setOpenedAs(side);
    setReviewPrice(null);
    if (side) {
      setQuantity(openingQuantity(side, held));
      setOrderType('MARKET');
      setTimeInForce('DAY');
    }
  }
  // What the server will set aside for a working order, and whether its stop is already passed.
  const hold =
    side && orderType !== 'MARKET' && prices
      ? reviewHold({ type: orderType, side, quantity, ...prices }, livePrice)
      : null;
  // A working order is checked (cash, estimate) at the price it may fill at: its limit, else
  // its stop, or the live price once the stop is already passed.
  const setPrice = prices?.limitPrice ?? (hold?.stopPassed ? undefined : prices?.stopPrice);
  const price = setPrice === undefined ? livePrice : Number(setPrice);
  const chooseType = (type: SheetOrderType) => {
    setOrderType(type);
    // An empty price field starts at the live price.
    const live = orderPriceText(livePrice, numberLocale());
    setPriceTexts((texts) => ({
      limitPrice: texts.limitPrice || live,
      stopPrice: texts.stopPrice || live,
    }));
  };
  const badPrice = prices === null;
  const maxBuy =
    side === 'buy' && prices ? reviewMaxBuy({ type: orderType, ...prices }, livePrice, cash) : 0;
  // A field left empty has no message of its own until the order is tried.
  const emptyPrice = PRICE_FIELDS[orderType].some((field) => priceTexts[field].trim() === '');
  const check = checkTrade(side ?? 'buy', { price, quantity, cash, held });
  const reasonId = useId();
  const reason = side && blockText(check, { side, quantity, cash, held, sign }, intl);
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

  const submitWorking = async (
    tradeSide: TradeSide,
    set: { limitPrice?: string; stopPrice?: string },
  ) => {
    const typeName = intl.formatMessage({ id: `orders.type.${orderType}` });
    // A buy states the cash the server sets aside; a sale, what it brings at the set price.
    const setAside = tradeSide === 'buy' ? hold?.cash : check.cost?.total;
    const total = setAside ? money(exact.toText(setAside)) : '';
    const at =
      set.limitPrice && set.stopPrice
        ? intl.formatMessage(
            { id: 'orders.stopLimitAt' },
            { limit: money(set.limitPrice), stop: money(set.stopPrice) },
          )
        : money(set.limitPrice ?? set.stopPrice ?? '0');
    const terms = intl.formatMessage(
      { id: tradeSide === 'buy' ? 'orders.confirmBuy' : 'orders.confirmSell' },
      { quantity: formatQuantity(quantity), name: stock.name, price: at, total },
    );
    const passed =
      hold?.stopPassed &&
      intl.formatMessage(
        { id: `orders.stopPassed.${orderType === 'STOP_LIMIT' ? 'STOP_LIMIT' : 'STOP'}` },
        { price: money(livePrice), limit: money(set.limitPrice ?? '0') },
      );
    // A price far from the market is more often a slip than a choice: it is named, and the
    // confirm button says the user places it anyway.
    const far = farPriceWarnings(
      intl,
      set,
      livePrice,
      farFromMarketPercent,
      hold?.stopPassed ?? false,
      money,
    );
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'orders.confirmTitle' }, { type: typeName }),
      message: (
        <>
          {passed && <OrderWarning>{passed}</OrderWarning>}
          {far.map((text) => (
            <OrderWarning key={text}>{text}</OrderWarning>
          ))}
          {`${terms} ${intl.formatMessage({ id: `orders.confirmTif.${timeInForce}` })}`}
        </>
      ),
      confirmText: intl.formatMessage({ id: far.length ? 'orders.placeAnyway' : 'orders.place' }),
    });
    if (!confirmed) return;
    const order = {
      type: orderType,
      side: tradeSide === 'buy' ? ('BUY' as const) : ('SELL' as const),
      stockId: stock.id,
      quantity,
      timeInForce,
      ...set,
    };
    const result = await send(`order-${tradeSide}`, order, () => place(order));
    if (!result.ok) return;
    toast.show(intl.formatMessage({ id: 'orders.placed' }));
    onClose();
  };

  const submit = () => {
    if (!side || sending || check.block || badPrice) return;
    if (orderType !== 'MARKET' && prices) return void submitWorking(side, prices);
    if (reviewMarket) setReviewPrice(livePrice);
    else void submitMarket(side, livePrice);
  };

  const submitMarket = async (side: TradeSide, at: number) => {
    const order = { id: stock.id, amount: quantity, price: priceToDecimal(at) };
    // The same stock and quantity is the same request, whatever the price did meanwhile.
    const asked = { id: order.id, amount: order.amount };
    const result = await send(side, asked, () => (side === 'buy' ? buy(order) : sell(order)));
    if (!result.ok) return;
    toast.show(intl.formatMessage({ id: side === 'buy' ? 'success.buy' : 'success.sell' }));
    setDone(true);
  };

  const quantityBlocked =
    check.block === 'overShares' || check.block === 'notLot' || check.block === 'overCash';

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
        {side && reviewPrice !== null ? (
          <MarketReview
            side={side}
            quantity={quantity}
            price={reviewPrice}
            cash={cash}
            sign={sign}
            busy={sending}
            onBack={() => setReviewPrice(null)}
            onConfirm={() => void submitMarket(side, reviewPrice)}
          />
        ) : (
          <>
            <ChoiceSwitch
              label={intl.formatMessage({ id: 'orders.type' })}
              choices={ORDER_TYPES}
              messagePrefix="orders.type"
              value={orderType}
              onChange={chooseType}
            />
            <SheetRow>
              <Muted>{intl.formatMessage({ id: 'stock.trade.price' })}</Muted>
              <output aria-label={intl.formatMessage({ id: 'stock.trade.price' })}>
                {formatMoney(livePrice, { sign, decimals: 2 })}
              </output>
            </SheetRow>
            {PRICE_FIELDS[orderType].map((field) => (
              // Read by the one reader of typed numbers: what it reads as is shown under it,
              // and text it cannot read (two readings, finer than the tick) says why.
              <AmountField
                key={field}
                labelText={intl.formatMessage({
                  id: field === 'limitPrice' ? 'orders.price.LIMIT' : 'orders.price.STOP',
                })}
                unit={PRICE_UNIT}
                sign={sign}
                value={priceTexts[field]}
                onChange={(text) => setPriceTexts((texts) => ({ ...texts, [field]: text }))}
              />
            ))}
            {orderType !== 'MARKET' && (
              <ChoiceSwitch
                label={intl.formatMessage({ id: 'orders.tif' })}
                choices={TIME_IN_FORCE}
                messagePrefix="orders.tif"
                value={timeInForce}
                onChange={setTimeInForce}
              />
            )}
            <SheetRow>
              <Muted>
                {intl.formatMessage({
                  id: side === 'sell' ? 'stock.trade.held' : 'cost.available',
                })}
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
              <label htmlFor={quantityId}>
                {intl.formatMessage({ id: 'form.quantity.label' })}
              </label>
              <Stepper
                id={quantityId}
                aria-label={intl.formatMessage({ id: 'form.quantity.label' })}
                aria-describedby={reason ? reasonId : undefined}
                invalid={quantityBlocked}
                keepTyped
                value={quantity}
                onChange={setQuantity}
                min={STEPPER.min}
                max={Math.max(check.max, STEPPER.min)}
                step={STEPPER.step}
                disabled={check.max < STEPPER.min}
              />
            </SheetRow>
            <ShortcutAmounts amounts={check.shortcuts} value={quantity} onSelect={setQuantity} />
            {side && (
              // A sale of everything held goes at any size; a buy's Max is what the server
              // would hold for this order, fee included, within the cash.
              <Button
                disabled={(side === 'sell' ? held : maxBuy) < 1}
                onClick={() => setQuantity(side === 'sell' ? held : maxBuy)}
              >
                {intl.formatMessage({
                  id: side === 'sell' ? 'stock.trade.sellAll' : 'stock.trade.max',
                })}
              </Button>
            )}
            <Notice>
              {intl.formatMessage({
                id:
                  orderType === 'MARKET'
                    ? 'message.marketOrderFluctuate'
                    : `orders.notice.${orderType}.${side ?? 'buy'}`,
              })}
            </Notice>
            <CostSummary
              rows={costRows(
                check.cost,
                sign,
                'stock.trade.estimated',
                side === 'sell' ? 'receive' : 'pay',
              )}
            />
            {emptyPrice && <Reason>{intl.formatMessage({ id: 'orders.badPrice' })}</Reason>}
            {reason && <Reason id={reasonId}>{reason}</Reason>}
            <Button
              $variant={side === 'sell' ? 'danger' : 'primary'}
              $block
              disabled={sending || check.block !== null || badPrice}
              aria-describedby={reason ? reasonId : undefined}
              onClick={submit}
            >
              {intl.formatMessage({ id: side === 'sell' ? 'action.sell' : 'action.buy' })}
            </Button>
          </>
        )}
        {dialog}
        {confirmDialog}
      </SheetBody>
    </BottomSheet>
  );
}

/** Why the order cannot go, in the user's words; null when it can. */
function blockText(
  check: TradeCheck,
  {
    side,
    quantity,
    cash,
    held,
    sign,
  }: { side: TradeSide; quantity: number; cash: string; held: number; sign: string },
  intl: ReturnType<typeof useIntl>,
): string | null {
  const money = (value: string) => formatMoney(value, { sign, decimals: 2 });
  const total = check.cost ? money(exact.toText(check.cost.total)) : '';
  switch (check.block) {
    case 'noCash':
      return intl.formatMessage(
        { id: 'stock.trade.noCash' },
        { quantity: formatQuantity(quantity), cost: total, cash: money(cash) },
      );
    case 'overCash':
      return intl.formatMessage(
        { id: 'stock.trade.overCash' },
        { quantity: formatQuantity(quantity), cost: total, cash: money(cash) },
      );
    case 'overShares':
      return intl.formatMessage({ id: 'stock.trade.overShares' }, { held: formatQuantity(held) });
    case 'noShares':
      return intl.formatMessage({ id: 'stock.trade.noShares' });
    case 'notLot':
      return intl.formatMessage(
        { id: `stock.trade.notLot.${side}` },
        {
          lot: formatQuantity(STEPPER.step),
          quantity: formatQuantity(quantity),
          held: formatQuantity(held),
        },
      );
    default:
      return null;
  }
}
