import { dayNumberOf, localDayOf, weekdayOf, zonedTimeToUtc } from '@trading/market-time';
import type { MarketMeta } from '../markets.js';
import { LruCache } from './lru-cache.js';

/**
 * `exchange`: the market's real weekdays, holidays and session hours; outside them the price
 * rests at the last close and no candles exist.
 * `always`: a 24×7 demo session — every local day trades from midnight to midnight, so
 * the app shows live prices at any hour. Weekends and holidays then have candles too, and
 * there is no pre-open or break.
 */
export type SessionMode = 'exchange' | 'always';

export interface Session {
  /** Local day number the session belongs to. */
  day: number;
  /** UTC ms of the first minute. */
  start: number;
  /** UTC ms just after the last minute. */
  end: number;
  /** Whole minutes in the session (23 or 25 hours on DST days in `always` mode). */
  minutes: number;
}

export interface SessionCalendar {
  readonly timeZone: string;
  dayOf(utcMs: number): number;
  isTradingDay(day: number): boolean;
  /** A weekday the exchange is closed on (`always` has none). */
  isHoliday(day: number): boolean;
  /** Inside a lunch break of its day's session (`always` has none). */
  inBreak(utcMs: number): boolean;
  session(day: number): Session;
  /** The nearest trading day at or before `day`. */
  tradingDayAtOrBefore(day: number): number;
}

export function createSessionCalendar(meta: MarketMeta, mode: SessionMode): SessionCalendar {
  const zone = meta.timeZone;
  const openMinute = mode === 'always' ? 0 : meta.sessionOpenMinute;
  const closeMinute = mode === 'always' ? 1440 : meta.sessionCloseMinute;
  const weekdays = new Set(mode === 'always' ? [0, 1, 2, 3, 4, 5, 6] : meta.weekdays);
  const holidays = new Set(mode === 'always' ? [] : meta.holidays.map(dayNumberOf));
  const breaks = mode === 'always' ? [] : meta.breaks;
  const sessions = new LruCache<number, Session>(4096);

  const isTradingDay = (day: number) => weekdays.has(weekdayOf(day)) && !holidays.has(day);
  return {
    timeZone: zone,
    dayOf: (utcMs) => localDayOf(zone, utcMs),
    isTradingDay,
    isHoliday: (day) => holidays.has(day),
    inBreak(utcMs) {
      if (breaks.length === 0) return false;
      const day = localDayOf(zone, utcMs);
      return breaks.some(
        (b) =>
          zonedTimeToUtc(zone, day, b.startMinute) <= utcMs &&
          utcMs < zonedTimeToUtc(zone, day, b.endMinute),
      );
    },
    session(day) {
      let s = sessions.get(day);
      if (!s) {
        const start = zonedTimeToUtc(zone, day, openMinute);
        const end =
          closeMinute === 1440
            ? zonedTimeToUtc(zone, day + 1, 0)
            : zonedTimeToUtc(zone, day, closeMinute);
        s = { day, start, end, minutes: Math.round((end - start) / 60_000) };
        sessions.set(day, s);
      }
      return s;
    },
    tradingDayAtOrBefore(day) {
      // The one unbounded loop of the simulator: never let a NaN time reach it.
      if (!Number.isFinite(day)) throw new RangeError(`not a day number: ${day}`);
      let d = day;
      while (!isTradingDay(d)) d--;
      return d;
    },
  };
}
