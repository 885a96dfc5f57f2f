import type { Market } from '@trading/contract';

/**
 * The daily price band of each market's stocks, as a fraction of the previous close: the
 * Nigerian Exchange's ±10 % daily limit and the NSE's widest stock price band, ±20 %. B3 and
 * the US exchanges halt trading instead (circuit breakers, limit up–limit down) and set no
 * daily limit a stock page could show: null. The simulator keeps its prices inside the band,
 * and the stock page shows the limits it draws from.
 */
export const DAILY_PRICE_BAND: Readonly<Record<Market, number | null>> = {
  NSENG: 0.1,
  INDIA: 0.2,
  BMFBOVESPA: null,
  US: null,
};

export interface CircuitLimits {
  low: number;
  high: number;
}

/** Slack for the binary fractions of band × price (32 × 0.9 is 28.800000000000004). */
const EPSILON = 1e-7;

/**
 * Today's lowest and highest allowed price for a stock of `market` whose previous close was
 * `previousClose`: the band rounded inwards to the cent grid every simulated price sits on.
 * Null for a market without a daily limit.
 */
export function circuitLimitsOf(market: Market, previousClose: number): CircuitLimits | null {
  const band = DAILY_PRICE_BAND[market];
  if (band === null) return null;
  return {
    low: Math.ceil(previousClose * (1 - band) * 100 - EPSILON) / 100,
    high: Math.floor(previousClose * (1 + band) * 100 + EPSILON) / 100,
  };
}
