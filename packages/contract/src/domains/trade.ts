import { z } from 'zod';
import { Id, RefId } from '../common.js';
import { CurrencyCode, Market } from '../enums.js';
import { Money, NonNegativeQuantity, PositiveMoney, Quantity, TimestampMs } from '../money.js';
import { pagingShape } from '../paging.js';

export const OrderSide = z.enum(['BUY', 'SELL']);
export type OrderSide = z.infer<typeof OrderSide>;

/** A holding. Amount = available + locked; PNL = (currentPrice − avgPrice) × amount. */
export const Position = z.object({
  stockId: Id,
  stockName: z.string(),
  stockExchange: Market,
  stockSymbol: z.string(),
  availableAmount: NonNegativeQuantity,
  lockedAmount: NonNegativeQuantity,
  avgPrice: Money,
  currentPrice: Money,
  currencyType: CurrencyCode,
});
export type Position = z.infer<typeof Position>;

/** A buy or sell order record. `amount` is the quantity. */
export const OrderRecord = z.object({
  id: Id,
  stockId: Id,
  side: OrderSide,
  stockName: z.string(),
  stockExchange: Market,
  stockSymbol: z.string(),
  createdTime: TimestampMs,
  price: Money,
  currentPrice: Money,
  amount: Quantity,
  fee: Money,
  currencyType: CurrencyCode,
});
export type OrderRecord = z.infer<typeof OrderRecord>;

/** POST /stockTrade/position, /buyRecord, /sellRecord */
export const TradeListRequest = z.object({
  ...pagingShape,
  currencyType: CurrencyCode.optional(),
});

/** POST /stockTrade/buy and /stockTrade/sell: stock id, quantity and the (read-only) price shown. */
export const TradeRequest = z.object({
  id: RefId,
  amount: Quantity,
  price: PositiveMoney,
});
