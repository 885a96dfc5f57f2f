import type { Market } from '@trading/contract';

/**
 * Each exchange's IANA zone, for day/week/month candle boundaries and axis labels. The server
 * keeps the same table (apps/server/src/market); the tenant definition only knows its home one.
 */
export const EXCHANGE_TIME_ZONES: Record<Market, string> = {
  NSENG: 'Africa/Lagos',
  INDIA: 'Asia/Kolkata',
  BMFBOVESPA: 'America/Sao_Paulo',
  US: 'America/New_York',
};
