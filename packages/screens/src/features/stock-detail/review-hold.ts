import { maxBuyQuantity, MONEY_SCALE, orderHold, STEPPER, type OrderHold } from '@trading/contract';
import { exact, type Decimal, type MoneyInput } from '@trading/ui-kit';
import type { SheetOrderType } from '../../shared/orders/order-price';
import type { TradeSide } from './trade-limits';

export interface ReviewHold extends Pick<OrderHold, 'stopPassed'> {
  /** The cash a buy sets aside, to the cent the server holds. */
  cash: Decimal;
}

function units(value: string | number | undefined): bigint | null {
  const decimal = value === undefined ? null : exact.parse(value);
  return decimal ? exact.round(decimal, MONEY_SCALE).units : null;
}

/**
 * What a working order placed now at the live price would hold: the contract's orderHold,
 * the very one the server holds by. Null while the live price is unknown.
 */
export function reviewHold(
  order: {
    type: SheetOrderType;
    side: TradeSide;
    quantity: number;
    limitPrice?: string | undefined;
    stopPrice?: string | undefined;
  },
  live: number,
): ReviewHold | null {
  const current = live > 0 ? units(live.toFixed(2)) : null;
  if (current === null) return null;
  const hold = orderHold(
    {
      type: order.type,
      side: order.side === 'buy' ? 'BUY' : 'SELL',
      quantity: order.quantity,
      limit: units(order.limitPrice),
      stop: units(order.stopPrice),
    },
    current,
  );
  return { cash: { units: hold.cash, scale: MONEY_SCALE }, stopPassed: hold.stopPassed };
}

/**
 * The buy's "Max": the most whole lots whose hold fits the cash, by the contract's orderHold.
 * A market order from the sheet fills at once at the reviewed price, with no margin held: it is
 * held as a limit at that price. 0 while the live price or a needed price is unknown.
 */
export function reviewMaxBuy(
  order: { type: SheetOrderType; limitPrice?: string | undefined; stopPrice?: string | undefined },
  live: number,
  cash: MoneyInput,
): number {
  const current = live > 0 ? units(live.toFixed(2)) : null;
  const available = units(String(cash));
  if (current === null || available === null) return 0;
  const market = order.type === 'MARKET';
  return maxBuyQuantity(
    {
      type: market ? 'LIMIT' : order.type,
      side: 'BUY',
      limit: market ? current : units(order.limitPrice),
      stop: market ? null : units(order.stopPrice),
    },
    current,
    available,
    STEPPER,
  );
}
