import { EXCHANGE_TIME_ZONES, type CurrencyCode, type Market } from '@trading/contract';

/** A pause inside the regular session (a lunch break), wall-clock minutes in the market's zone. */
export interface SessionBreak {
  startMinute: number;
  /** Exclusive: trading resumes at this minute. */
  endMinute: number;
}

/** Where and when a market trades. Session times are wall-clock minutes in `timeZone`. */
export interface MarketMeta {
  exchange: Market;
  name: string;
  currencyType: CurrencyCode;
  /** IANA zone: candle buckets and sessions follow this wall clock. */
  timeZone: string;
  /** Pre-open (orders collected for the opening, nothing trades) starts here; ends at the open. */
  preOpenMinute: number;
  /** Regular session start, minutes after local midnight. */
  sessionOpenMinute: number;
  /** Regular session end (exclusive), minutes after local midnight. */
  sessionCloseMinute: number;
  /** Lunch breaks, in order; none of the four exchanges modelled here has one. */
  breaks: readonly SessionBreak[];
  /** Trading weekdays, 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  /**
   * Local dates ("YYYY-MM-DD") the exchange is closed on a weekday. A demo list: the main
   * public holidays of late 2026 and early 2027, not an official calendar.
   */
  holidays: readonly string[];
}

const MON_TO_FRI = [1, 2, 3, 4, 5] as const;
const at = (hour: number, minute = 0) => hour * 60 + minute;
/** Closed everywhere in the demo calendar. */
const YEAR_END = ['2026-12-25', '2027-01-01'] as const;

export const MARKETS: Readonly<Record<Market, MarketMeta>> = {
  NSENG: {
    exchange: 'NSENG',
    name: 'Nigerian Exchange',
    currencyType: 'NGN',
    timeZone: EXCHANGE_TIME_ZONES.NSENG,
    preOpenMinute: at(9, 30),
    sessionOpenMinute: at(10),
    sessionCloseMinute: at(14, 30),
    breaks: [],
    weekdays: MON_TO_FRI,
    // Boxing Day observed on Monday 28 December.
    holidays: [...YEAR_END, '2026-12-28'],
  },
  INDIA: {
    exchange: 'INDIA',
    name: 'National Stock Exchange of India',
    currencyType: 'INR',
    timeZone: EXCHANGE_TIME_ZONES.INDIA,
    preOpenMinute: at(9),
    sessionOpenMinute: at(9, 15),
    sessionCloseMinute: at(15, 30),
    breaks: [],
    weekdays: MON_TO_FRI,
    // Republic Day.
    holidays: [...YEAR_END, '2027-01-26'],
  },
  BMFBOVESPA: {
    exchange: 'BMFBOVESPA',
    name: 'B3 (BM&FBOVESPA)',
    currencyType: 'BRL',
    timeZone: EXCHANGE_TIME_ZONES.BMFBOVESPA,
    preOpenMinute: at(9, 45),
    sessionOpenMinute: at(10),
    sessionCloseMinute: at(17),
    breaks: [],
    weekdays: MON_TO_FRI,
    // Christmas and New Year's Eves, Carnival Monday and Tuesday.
    holidays: [...YEAR_END, '2026-12-24', '2026-12-31', '2027-02-08', '2027-02-09'],
  },
  US: {
    exchange: 'US',
    name: 'NYSE / Nasdaq',
    currencyType: 'USD',
    timeZone: EXCHANGE_TIME_ZONES.US,
    preOpenMinute: at(9),
    sessionOpenMinute: at(9, 30),
    sessionCloseMinute: at(16),
    breaks: [],
    weekdays: MON_TO_FRI,
    // Thanksgiving, Martin Luther King Jr. Day.
    holidays: [...YEAR_END, '2026-11-26', '2027-01-18'],
  },
};
