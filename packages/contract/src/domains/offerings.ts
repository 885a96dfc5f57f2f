import { z } from 'zod';
import { Id, RefId } from '../common.js';
import { CurrencyCode, IpoStatus, Market, QuantOrderStatus } from '../enums.js';
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

/**
 * Paging plus the area (currency code). When omitted the server uses the default area:
 * USD if usMarketShow is on, else the tenant's default currency.
 */
export const AreaPageRequest = z.object({ ...pagingShape, area: CurrencyCode.optional() });

/** POST /quantitative/productList, /quantitative/orders, /stockSnapUp */
export const OfferingPageRequest = z.object({ ...pagingShape });

/** Block-trade item. Price shown = price × (1 + discountRate/100). */
export const BlockTradeItem = z.object({
  id: Id,
  ...stockNameShape,
  price: Money,
  /** Percent, may be negative. */
  discountRate: Rate,
  currencyType: CurrencyCode,
});
export type BlockTradeItem = z.infer<typeof BlockTradeItem>;

/** POST /blockTrade/buy — quantity rules as stock buy. */
export const BlockTradeBuyRequest = z.object({ id: RefId, amount: Quantity });

/** IPO, placement or block-placement item. */
export const IpoItem = z.object({
  id: Id,
  ...stockNameShape,
  price: Money,
  currencyType: CurrencyCode,
  /** Fixed quantity of a fixed-amount placement (prefilled and locked), else null. */
  fixedAmount: NonNegativeQuantity.nullable(),
  /** Shares per lot (marketBuyModel 0). */
  ipoUnit: Quantity,
  /** When false, the application is sent with amount 0. */
  amountOpen: z.boolean(),
});
export type IpoItem = z.infer<typeof IpoItem>;

/** Kind of subscription an application belongs to. */
export const OfferingKind = z.enum(['IPO', 'PLACEMENT', 'BLOCK_PLACEMENT', 'SNAP_UP']);
export type OfferingKind = z.infer<typeof OfferingKind>;

/** POST /ipo/applyIpo, /applyPlacement, /applyBlockPlacement — amount is a quantity, 0 when amountOpen is false. */
export const IpoApplyRequest = z.object({ id: RefId, amount: NonNegativeQuantity });

/** POST /ipo/funding — id of the application, amount of money to fund. */
export const FundingRequest = z.object({ id: RefId, amount: PositiveMoney });

/**
 * An application ("my subscriptions"). applyUnit = quantity applied for; unit = shares per
 * unit; obtainUnit = units allotted; obtainNum = shares allotted; funding = money funded so
 * far. Still to fund = obtainNum × price − funding.
 */
export const IpoApplication = z.object({
  id: Id,
  kind: OfferingKind,
  ...stockNameShape,
  currencyType: CurrencyCode,
  status: IpoStatus,
  price: Money,
  applyUnit: NonNegativeQuantity,
  unit: Quantity,
  obtainUnit: NonNegativeQuantity,
  obtainNum: NonNegativeQuantity,
  funding: Money,
  createdTime: TimestampMs,
});
export type IpoApplication = z.infer<typeof IpoApplication>;

/**
 * POST /ipo/funding answers the application after the payment, with what was taken (at most
 * what was owed) and the fee booked on it, as the confirm sheet showed them.
 */
export const FundingResult = IpoApplication.extend({ paid: Money, fee: Money });
export type FundingResult = z.infer<typeof FundingResult>;

/** Snap-up offer; open between startTime and endTime. */
export const SnapUpItem = z.object({
  id: Id,
  stockName: z.string(),
  market: Market,
  symbol: z.string(),
  price: Money,
  startTime: TimestampMs,
  endTime: TimestampMs,
  currencyType: CurrencyCode,
});
export type SnapUpItem = z.infer<typeof SnapUpItem>;

/** POST /stockSnapUp/applyOrder */
export const SnapUpApplyRequest = z.object({ id: RefId, amount: Quantity });

/** Quantitative fund product; open between startTime and endTime. */
export const QuantProduct = z.object({
  id: Id,
  name: z.string(),
  managerName: z.string(),
  minBuyAmount: Money,
  startTime: TimestampMs,
  endTime: TimestampMs,
  lockDay: z.int().positive(),
  totalAmount: Money,
  /** Percent over the lock period. */
  estimateProfitRate: Rate,
  maxEstimateProfitRate: Rate,
  productDesc: z.string(),
  currencyType: CurrencyCode,
});
export type QuantProduct = z.infer<typeof QuantProduct>;

/** POST /quantitative/buy — amount of money, at least minBuyAmount (checked by the server). */
export const QuantBuyRequest = z.object({ id: RefId, amount: PositiveMoney });

/**
 * A quantitative order. rates = [estimateProfitRate, maxEstimateProfitRate] in percent at
 * purchase; daily profit range = applyAmount × rate% / lockDay.
 */
export const QuantOrder = z.object({
  id: Id,
  productName: z.string(),
  productManagerName: z.string(),
  status: QuantOrderStatus,
  createTime: TimestampMs,
  lockDay: z.int().positive(),
  lockEndTime: TimestampMs,
  applyAmount: Money,
  profitAmount: Money,
  rates: z.tuple([Rate, Rate]),
  currencyType: CurrencyCode,
});
export type QuantOrder = z.infer<typeof QuantOrder>;
