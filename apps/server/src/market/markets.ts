import { EXCHANGE_TIME_ZONES, type CurrencyCode, type Market } from '@trading/contract';

/** Where and when a market trades. Session times are wall-clock minutes in `timeZone`. */
export interface MarketMeta {
  exchange: Market;
  name: string;
  currencyType: CurrencyCode;
  /** IANA zone: candle buckets and sessions follow this wall clock. */
  timeZone: string;
  /** Regular session start, minutes after local midnight. */
  sessionOpenMinute: number;
  /** Regular session end (exclusive), minutes after local midnight. */
  sessionCloseMinute: number;
  /** Trading weekdays, 0 = Sunday … 6 = Saturday. Public holidays are not modelled. */
  weekdays: readonly number[];
}

const MON_TO_FRI = [1, 2, 3, 4, 5] as const;
const at = (hour: number, minute = 0) => hour * 60 + minute;

export const MARKETS: Readonly<Record<Market, MarketMeta>> = {
  NSENG: {
    exchange: 'NSENG',
    name: 'Nigerian Exchange',
    currencyType: 'NGN',
    timeZone: EXCHANGE_TIME_ZONES.NSENG,
    sessionOpenMinute: at(10),
    sessionCloseMinute: at(14, 30),
    weekdays: MON_TO_FRI,
  },
  INDIA: {
    exchange: 'INDIA',
    name: 'National Stock Exchange of India',
    currencyType: 'INR',
    timeZone: EXCHANGE_TIME_ZONES.INDIA,
    sessionOpenMinute: at(9, 15),
    sessionCloseMinute: at(15, 30),
    weekdays: MON_TO_FRI,
  },
  BMFBOVESPA: {
    exchange: 'BMFBOVESPA',
    name: 'B3 (BM&FBOVESPA)',
    currencyType: 'BRL',
    timeZone: EXCHANGE_TIME_ZONES.BMFBOVESPA,
    sessionOpenMinute: at(10),
    sessionCloseMinute: at(17),
    weekdays: MON_TO_FRI,
  },
  US: {
    exchange: 'US',
    name: 'NYSE / Nasdaq',
    currencyType: 'USD',
    timeZone: EXCHANGE_TIME_ZONES.US,
    sessionOpenMinute: at(9, 30),
    sessionCloseMinute: at(16),
    weekdays: MON_TO_FRI,
  },
};
