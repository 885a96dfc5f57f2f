import { z } from 'zod';
import { Id, IdParam } from '../common.js';
import { MarketNumber } from '../money.js';

/** A low–high pair of prices. */
export const PriceRange = z.object({ low: MarketNumber, high: MarketNumber });
export type PriceRange = z.infer<typeof PriceRange>;

/**
 * GET /stock/statistics — what a broker's stock page lists under the chart, computed from the
 * same simulator as the quote so every figure agrees with the price shown beside it.
 * Company figures (market cap, P/E, dividend yield) and trading rules (lot, tick, circuit) are
 * null for an index, which has neither.
 */
export const KeyStatistics = z.object({
  id: Id,
  /** Shares traded in the current (or last) session: the quote's volume. */
  volume: MarketNumber,
  /** Mean volume of the 30 sessions before it; null before the stock has traded a session. */
  averageVolume30: MarketNumber.nullable(),
  /** Lowest low and highest high of the last 52 weeks, today's price included. */
  range52Weeks: PriceRange,
  /** Price × shares outstanding, in the stock's currency. */
  marketCap: MarketNumber.nullable(),
  /** Price ÷ trailing earnings per share; null for a loss-making company (P/E is not meaningful). */
  peRatio: MarketNumber.nullable(),
  /** Trailing dividend per share ÷ price, in percent; 0 for a company that pays none. */
  dividendYield: MarketNumber.nullable(),
  /** The order quantity step (orders are whole multiples of it). */
  lotSize: z.int().positive().nullable(),
  /** The price step of limit and stop orders. */
  tickSize: MarketNumber.nullable(),
  /**
   * Today's lower and upper price limits (previous close ± the market's band); null where the
   * market has no per-stock daily limit.
   */
  circuitLimits: PriceRange.nullable(),
});
export type KeyStatistics = z.infer<typeof KeyStatistics>;

/** GET /stock/statistics?id= */
export const KeyStatisticsRequest = z.object({ id: IdParam });
