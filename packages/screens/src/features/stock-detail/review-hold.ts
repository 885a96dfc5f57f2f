import { MONEY_SCALE, orderHold, type OrderHold } from '@trading/contract';
import { exact, type Decimal } from '@trading/ui-kit';
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
