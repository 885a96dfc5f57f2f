import { KLINE_PERIOD_MS, type KlinePeriod } from '@trading/contract';
import { DAY_MS as DAY, firstOfMonthOf, firstOfNextMonthOf, mondayOf } from './civil-date.js';
import { zoneClock } from './zone-clock.js';

/** Fixed-length periods; DAY, WEEK and MONTH follow the calendar instead. */
const INTRADAY_MS: Partial<Record<KlinePeriod, number>> = {
  MIN1: KLINE_PERIOD_MS.MIN1,
  MIN5: KLINE_PERIOD_MS.MIN5,
  MIN15: KLINE_PERIOD_MS.MIN15,
  MIN30: KLINE_PERIOD_MS.MIN30,
  HOUR: KLINE_PERIOD_MS.HOUR,
  HOUR4: KLINE_PERIOD_MS.HOUR4,
};

/** Start of the bucket holding wall-clock time `wall` (local time read as UTC ms). */
function wallBucketStart(wall: number, period: KlinePeriod): number {
  const length = INTRADAY_MS[period];
  if (length !== undefined) return wall - (((wall % length) + length) % length);
  const days = Math.floor(wall / DAY);
  if (period === 'DAY') return days * DAY;
  if (period === 'WEEK') return mondayOf(days) * DAY;
  return firstOfMonthOf(days) * DAY;
}

/** Wall-clock start of the bucket after the one starting at wall time `wallStart`. */
function nextWallBucketStart(wallStart: number, period: KlinePeriod): number {
  const length = INTRADAY_MS[period];
  if (length !== undefined) return wallStart + length;
  if (period === 'DAY') return wallStart + DAY;
  if (period === 'WEEK') return wallStart + 7 * DAY;
  return firstOfNextMonthOf(wallStart / DAY) * DAY;
}

/**
 * Epoch ms at which the candle holding `timeMs` starts, in the market's time zone: intraday
 * periods align to the local wall clock (so HOUR candles in Asia/Kolkata start at :00 local),
 * DAY to local midnight, WEEK to Monday 00:00, MONTH to the 1st at 00:00. Across a DST change
 * the bucket keeps the wall-clock boundaries: it starts at the first instant showing them.
 */
export function bucketStart(timeMs: number, period: KlinePeriod, timeZone: string): number {
  const clock = zoneClock(timeZone);
  const offset = clock.offsetAt(timeMs);
  const wallStart = wallBucketStart(timeMs + offset, period);
  const start = wallStart - offset;
  return clock.offsetAt(start) === offset ? start : clock.instantOfWall(wallStart, 'change');
}

/**
 * Epoch ms at which the candle starting at `startMs` ends, when the zone keeps one offset over
 * the whole candle; otherwise `startMs` itself, telling a caller that caches the range to ask
 * {@link bucketStart} for every tick of this candle (one candle a DST change).
 */
export function bucketEnd(startMs: number, period: KlinePeriod, timeZone: string): number {
  const clock = zoneClock(timeZone);
  const offset = clock.offsetAt(startMs);
  // From the bucket's wall-clock start, not the start's wall time: a candle that starts at the
  // first instant after a skipped midnight (01:00 local) still ends at the next midnight.
  const end = nextWallBucketStart(wallBucketStart(startMs + offset, period), period) - offset;
  return clock.offsetAt(end) === offset ? end : startMs;
}
