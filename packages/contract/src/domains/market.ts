import { z } from 'zod';
import { Id, IdParam } from '../common.js';
import { CurrencyCode, Direction, KlinePeriod, Market, RankType, SortType } from '../enums.js';
import { MarketNumber, TimestampMs } from '../money.js';
import { KLINE_LIMIT, KLINE_LIMIT_MAX, RANK_PAGE_SIZE } from '../page-rules.js';
import { intLike, pagingShape } from '../paging.js';

/** A quote row (search results, rankings, favourites). Market data are JSON numbers. */
export const StockSummary = z.object({
  id: Id,
  symbol: z.string(),
  name: z.string(),
  /** The exchange. */
  market: Market,
  currencyType: CurrencyCode,
  price: MarketNumber,
  change: MarketNumber,
  /** Percent change. */
  up: MarketNumber,
  volume: MarketNumber,
});
export type StockSummary = z.infer<typeof StockSummary>;

/** A favourite-search row: the quote row with its favourite flag. */
export const FavoriteStock = StockSummary.extend({ favorite: z.boolean() });
export type FavoriteStock = z.infer<typeof FavoriteStock>;

/**
 * Whether the server takes an order for the instrument now, and if not why: the trade
 * buttons follow it instead of failing after submit.
 */
export const TradeState = z.enum(['OPEN', 'NOT_LISTED', 'MARKET_CLOSED', 'INDEX', 'OTHER_MARKET']);
export type TradeState = z.infer<typeof TradeState>;

/** GET /stock/detail — the full quote of one instrument, and whether it trades now. */
export const Stock = StockSummary.extend({
  high: MarketNumber,
  low: MarketNumber,
  open: MarketNumber,
  /** The previous session's close (the base of change and percent), shown as "Prev. close". */
  close: MarketNumber,
  /** False for anonymous callers. */
  favorite: z.boolean(),
  /** Index instruments cannot be traded. */
  isIndex: z.boolean(),
  tradeState: TradeState,
});
export type Stock = z.infer<typeof Stock>;

/** Main-page / market index cell. */
export const IndexItem = z.object({
  id: Id,
  symbol: z.string(),
  name: z.string(),
  price: MarketNumber,
  change: MarketNumber,
  up: MarketNumber,
});
export type IndexItem = z.infer<typeof IndexItem>;

/** A candle; `timestamp` is the bucket start in epoch ms. */
export const Candle = z.object({
  timestamp: TimestampMs,
  open: MarketNumber,
  high: MarketNumber,
  low: MarketNumber,
  close: MarketNumber,
  volume: MarketNumber,
  turnover: MarketNumber,
});
export type Candle = z.infer<typeof Candle>;

const keyword = z.string().trim().max(50).optional();

/** GET /stock/page — search stocks (no keyword lists all). */
export const StockSearchRequest = z.object({ keyword, ...pagingShape });
/** GET /stock/favPage — search stocks with favourite flags. */
export const FavoriteSearchRequest = z.object({ keyword, ...pagingShape });
/** GET /stock/myStocks — the user's favourites with quotes. */
export const MyStocksRequest = z.object({ ...pagingShape });

/** GET /stock/detail?id= */
export const StockDetailRequest = z.object({ id: IdParam });

/** POST|DELETE /stock/favorite/{id} */
export const FavoriteRequest = z.object({ id: IdParam });

/** GET /stock/historyKline — candles strictly older than `timestamp` (when given), newest first. */
export const HistoryKlineRequest = z.object({
  id: IdParam,
  timePeriod: KlinePeriod,
  timestamp: intLike().pipe(z.int().nonnegative()).optional(),
  limit: intLike().pipe(z.int().min(1).max(KLINE_LIMIT_MAX)).default(KLINE_LIMIT),
});

/** POST /stock/rank */
export const RankRequest = z.object({
  market: Market,
  rankType: RankType,
  pageNum: pagingShape.pageNum,
  pageSize: intLike().pipe(z.int().min(1).max(100)).default(RANK_PAGE_SIZE),
  sortType: SortType.optional(),
  direction: Direction.optional(),
});
