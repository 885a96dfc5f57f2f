import { z } from 'zod';
import { Market } from '../enums.js';
import { MARKET_STATES } from '../markets.js';
import { TimestampMs } from '../money.js';

/**
 * Where a market is in its trading day: `PRE_OPEN` collects orders for the opening and trades
 * nothing, `BREAK` is a lunch break, `CLOSED` covers nights, weekends and holidays.
 */
export const MarketState = z.enum(MARKET_STATES);
export type MarketState = z.infer<typeof MarketState>;

/**
 * GET /stock/marketStatus and the feed's `market` event: one market's state now. Both times
 * are null on the 24 h demo market (open, and never closing).
 */
export const MarketStatus = z.object({
  market: Market,
  state: MarketState,
  /** When this state ends (the next pre-open, open, break, resumption or close). */
  until: TimestampMs.nullable(),
  /** The next regular open: what "closed until …" names (null while open). */
  opensAt: TimestampMs.nullable(),
  /** Closed today for a public holiday rather than a night or a weekend. */
  holiday: z.boolean(),
});
export type MarketStatus = z.infer<typeof MarketStatus>;
