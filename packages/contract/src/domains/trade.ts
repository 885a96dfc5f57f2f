import { z } from 'zod';
import { Id, RefId } from '../common.js';
import { CurrencyCode } from '../enums.js';
import {
  Money,
  NonNegativeQuantity,
  PositiveMoney,
  Quantity,
  Rate,
  TimestampMs,
} from '../money.js';
import { pagingShape } from '../paging.js';
import { stockNameShape } from '../stock-name-shape.js';

export const OrderSide = z.enum(['BUY', 'SELL']);
export type OrderSide = z.infer<typeof OrderSide>;

/**
 * A holding. Amount = available + locked; PNL = (currentPrice − avgPrice) × amount;
 * today's change = (currentPrice − previousClose) × amount.
 */
export const Position = z.object({
  stockId: Id,
  ...stockNameShape,
  availableAmount: NonNegativeQuantity,
  lockedAmount: NonNegativeQuantity,
  avgPrice: Money,
  currentPrice: Money,
  /** Close of the previous session. */
  previousClose: Money,
  currencyType: CurrencyCode,
});
export type Position = z.infer<typeof Position>;

/**
 * One currency's part of the portfolio summary, every amount to the cent:
 * marketValue = Σ price × (available + locked); dayChange = Σ (price − previous close) × shares;
 * dayChangePercent = dayChange / (marketValue − dayChange) × 100, null when that is zero;
 * unrealisedPnl = marketValue − cost basis; realisedPnl = Σ over sells (price × quantity − cost
 * basis of the shares sold), fees not counted; cash = available cash.
 */
export const PortfolioBook = z.object({
  currencyType: CurrencyCode,
  marketValue: Money,
  dayChange: Money,
  dayChangePercent: Rate.nullable(),
  unrealisedPnl: Money,
  realisedPnl: Money,
  cash: Money,
});
export type PortfolioBook = z.infer<typeof PortfolioBook>;

/** The tenant's currency first, then USD when the tenant shows the US market. */
export const PortfolioSummary = z.object({ books: z.array(PortfolioBook).min(1) });
export type PortfolioSummary = z.infer<typeof PortfolioSummary>;

/** A buy or sell order record. `amount` is the quantity. */
export const OrderRecord = z.object({
  id: Id,
  stockId: Id,
  side: OrderSide,
  ...stockNameShape,
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
