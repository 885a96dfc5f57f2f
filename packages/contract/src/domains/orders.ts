import { z } from 'zod';
import { Id, IdParam, RefId } from '../common.js';
import { CurrencyCode } from '../enums.js';
import { Money, PositiveMoney, Quantity, TimestampMs } from '../money.js';
import { pagingShape } from '../paging.js';
import { stockNameShape } from '../stock-name-shape.js';
import { OrderSide, OrderType } from './trade.js';

/** DAY ends at the market's close in its own time zone; GTC lives at most 90 days. */
export const TimeInForce = z.enum(['DAY', 'GTC']);
export type TimeInForce = z.infer<typeof TimeInForce>;

/** PARTIALLY_FILLED is never used: orders fill all or none (docs/decisions.md). */
export const OrderStatus = z.enum([
  'PENDING',
  'PARTIALLY_FILLED',
  'FILLED',
  'CANCELLED',
  'EXPIRED',
  'REJECTED',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * Why an order ended other than filled: CANCELLED by the user, EXPIRED at its day's close or
 * its maximum life, REJECTED when the triggered market price needed more cash than was held.
 */
export const OrderEndReason = z.enum(['USER', 'DAY_CLOSE', 'MAX_LIFE', 'PRICE_BEYOND_HOLD']);
export type OrderEndReason = z.infer<typeof OrderEndReason>;

const orderShape = {
  type: OrderType,
  side: OrderSide,
  /** Instrument id. */
  stockId: RefId,
  quantity: Quantity,
  /** Required by LIMIT and STOP_LIMIT. */
  limitPrice: PositiveMoney.optional(),
  /** Required by STOP and STOP_LIMIT. */
  stopPrice: PositiveMoney.optional(),
  timeInForce: TimeInForce,
};

function pricesMatchType(
  order: { type: OrderType; limitPrice?: string | undefined; stopPrice?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  const needsLimit = order.type === 'LIMIT' || order.type === 'STOP_LIMIT';
  const needsStop = order.type === 'STOP' || order.type === 'STOP_LIMIT';
  if (needsLimit !== (order.limitPrice !== undefined))
    ctx.addIssue({ code: 'custom', path: ['limitPrice'], message: 'limitPrice must match type' });
  if (needsStop !== (order.stopPrice !== undefined))
    ctx.addIssue({ code: 'custom', path: ['stopPrice'], message: 'stopPrice must match type' });
}

/** POST /order/place (Idempotency-Key): cash or shares are held until the order ends. */
export const PlaceOrderRequest = z.object(orderShape).superRefine(pricesMatchType);

/** POST /order/cancel */
export const CancelOrderRequest = z.object({ id: RefId });

/** POST /order/modify: new quantity and prices; the hold is recomputed, time in force kept. */
export const ModifyOrderRequest = z
  .object({
    id: RefId,
    type: OrderType,
    quantity: Quantity,
    limitPrice: PositiveMoney.optional(),
    stopPrice: PositiveMoney.optional(),
  })
  .superRefine(pricesMatchType);

/** GET /order/open: the caller's working orders, optionally of one stock. */
export const OpenOrdersRequest = z.object({ ...pagingShape, stockId: IdParam.optional() });

/** GET /order/detail: one of the caller's limit and stop orders, open or ended. */
export const OrderDetailRequest = z.object({ id: IdParam });
/** POST /order/history: ended orders, newest first. */
export const OrderHistoryRequest = z.object({ ...pagingShape, stockId: RefId.optional() });

export const WorkingOrder = z.object({
  id: Id,
  stockId: Id,
  ...stockNameShape,
  type: OrderType,
  side: OrderSide,
  quantity: Quantity,
  limitPrice: Money.nullable(),
  stopPrice: Money.nullable(),
  timeInForce: TimeInForce,
  status: OrderStatus,
  reason: OrderEndReason.nullable(),
  /** Cash set aside for a buy (cost and fee estimate); 0 for a sell, whose shares are locked. */
  heldAmount: Money,
  filledPrice: Money.nullable(),
  fee: Money.nullable(),
  /** The fill in the buy and sell records, whose contract note the detail opens; null unfilled. */
  filledOrderId: Id.nullable(),
  currencyType: CurrencyCode,
  createdTime: TimestampMs,
  expiresTime: TimestampMs,
  updatedTime: TimestampMs,
});
export type WorkingOrder = z.infer<typeof WorkingOrder>;
