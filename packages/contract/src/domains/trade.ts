import { z } from 'zod';
import { Id, RefId } from '../common.js';
import { CurrencyCode, Market } from '../enums.js';
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

/** MARKET fills at the next price; STOP becomes a market order once the last price crosses stopPrice. */
export const OrderType = z.enum(['MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT']);
export type OrderType = z.infer<typeof OrderType>;

/** How a filled order came about: an order type, or a block trade bought off an offer. */
export const OrderRecordType = z.enum([...OrderType.options, 'BLOCK_TRADE']);
export type OrderRecordType = z.infer<typeof OrderRecordType>;

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
  /**
   * What this stock's sells fetched minus the cost basis they took off (fees not counted), to
   * the cent; sells made before cost bases were kept are left out.
   */
  realisedPnl: Money,
});
export type Position = z.infer<typeof Position>;

/**
 * One currency's part of the portfolio summary, every amount to the cent:
 * marketValue = Σ price × (available + locked); dayChange = Σ (price − previous close) × shares;
 * dayChangePercent = dayChange / (marketValue − dayChange) × 100, null when that is zero;
 * unrealisedPnl = marketValue − cost basis; realisedPnl = Σ over sells (price × quantity − cost
 * basis of the shares sold), fees not counted; cash = available cash.
 */
/** One holding's share of its book's market value (to 0.01 %), largest first. */
export const AllocationHolding = z.object({
  stockId: Id,
  ...stockNameShape,
  marketValue: Money,
  weightPercent: Rate,
});
export type AllocationHolding = z.infer<typeof AllocationHolding>;

/**
 * Where a book's money is: the shares of each market, then its cash (market null), each as a
 * share of market value + cash. Books are never added together: no conversion between them.
 */
export const AllocationMarket = z.object({
  market: Market.nullable(),
  value: Money,
  weightPercent: Rate,
});
export type AllocationMarket = z.infer<typeof AllocationMarket>;

export const PortfolioBook = z.object({
  currencyType: CurrencyCode,
  marketValue: Money,
  dayChange: Money,
  dayChangePercent: Rate.nullable(),
  unrealisedPnl: Money,
  realisedPnl: Money,
  /** Spendable cash. */
  cash: Money,
  /** Held for working orders and subscriptions (the Account screen's advance payment). */
  advancePayment: Money,
  /** Held for withdrawals still under review: still the investor's until paid. */
  pendingWithdrawal: Money,
  /** Principal in quantitative funds and part-paid allotments. */
  locked: Money,
  /**
   * The book's whole value, exactly the sum of marketValue, cash, advancePayment,
   * pendingWithdrawal and locked: the screen shows every part, so they add up on it.
   */
  totalValue: Money,
  holdings: z.array(AllocationHolding),
  markets: z.array(AllocationMarket),
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
  /** How it was placed: MARKET, the limit or stop order that filled, or a block trade. */
  type: OrderRecordType,
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

/**
 * How the holdings list is ordered: VALUE (market value) and PNL (unrealised) largest first,
 * NAME by symbol; absent, most recently changed first. Amounts of different currencies are
 * never compared: the tenant's book comes first, then USD, each ordered by the key.
 */
export const PositionSort = z.enum(['VALUE', 'PNL', 'NAME']);
export type PositionSort = z.infer<typeof PositionSort>;

/** POST /stockTrade/position */
export const PositionListRequest = TradeListRequest.extend({ sort: PositionSort.optional() });

/** POST /stockTrade/buy and /stockTrade/sell: stock id, quantity and the (read-only) price shown. */
export const TradeRequest = z.object({
  id: RefId,
  amount: Quantity,
  price: PositiveMoney,
});

/** The spans the Holdings value chart offers. */
export const PortfolioRange = z.enum(['1D', '1W', '1M', '3M', '1Y', 'ALL']);
export type PortfolioRange = z.infer<typeof PortfolioRange>;

/** GET /stockTrade/portfolioHistory: one currency book (one the summary shows) over a span. */
export const PortfolioHistoryRequest = z.object({
  range: PortfolioRange,
  currency: CurrencyCode,
});

/** value = Σ shares × price at that moment + cash (held included), to the cent. */
export const PortfolioPoint = z.object({ time: TimestampMs, value: Money });
export type PortfolioPoint = z.infer<typeof PortfolioPoint>;

/**
 * Money that entered (positive) or left (negative) the book without being a gain or loss:
 * DEPOSIT and WITHDRAWAL are the investor's; TRANSFER is an exchange between books or a
 * subscription paid to an offering or fund.
 */
export const PortfolioFlow = z.object({
  time: TimestampMs,
  amount: Money,
  kind: z.enum(['DEPOSIT', 'WITHDRAWAL', 'TRANSFER']),
});
export type PortfolioFlow = z.infer<typeof PortfolioFlow>;

/**
 * Points oldest first, the last one now. twrPercent chains the returns between flows, so
 * money coming or going is not a gain; null when the book held nothing over the span.
 */
export const PortfolioHistory = z.object({
  currencyType: CurrencyCode,
  range: PortfolioRange,
  points: z.array(PortfolioPoint),
  twrPercent: Rate.nullable(),
  flows: z.array(PortfolioFlow),
});
export type PortfolioHistory = z.infer<typeof PortfolioHistory>;
