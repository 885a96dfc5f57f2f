/** Markets: Nigeria, India, Brazil, US (plain values: the browser client loads them without zod). */
export const MARKETS = ['NSENG', 'INDIA', 'BMFBOVESPA', 'US'] as const;

/**
 * Each exchange's IANA zone: candle day/week/month boundaries, axis labels and trading
 * sessions follow its wall clock. The tenant definition only knows its home zone.
 */
export const EXCHANGE_TIME_ZONES: Readonly<Record<(typeof MARKETS)[number], string>> = {
  NSENG: 'Africa/Lagos',
  INDIA: 'Asia/Kolkata',
  BMFBOVESPA: 'America/Sao_Paulo',
  US: 'America/New_York',
};

/** A market's states through its day (plain values for the zod-free feed reader; MarketState). */
export const MARKET_STATES = ['OPEN', 'PRE_OPEN', 'BREAK', 'CLOSED'] as const;
