import type { Candle, KlinePeriod } from '@trading/contract';
import { firstOfMonthOf, mondayOf, previousMonthStart } from '../time/civil-date.js';
import { zoneOffsetMs, zonedTimeToUtc } from '../time/time-zone.js';
import type { InstrumentModel } from './instrument-model.js';
import { roundPrice } from './prices.js';

export interface CandlePageRequest {
  /** The current time: nothing after it exists yet; the last candle may be forming. */
  now: number;
  /** Only candles whose bucket starts strictly before this (epoch ms). */
  before?: number;
  limit: number;
}

const INTRADAY_MINUTES: Partial<Record<KlinePeriod, number>> = { MIN1: 1, MIN5: 5, MIN15: 15, MIN30: 30, HOUR: 60, HOUR4: 240 };

interface Ohlcv {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Turnover is not additive across our bars' rounding, so every candle uses volume × typical price. */
function toCandle(timestamp: number, bar: Ohlcv): Candle {
  const { open, high, low, close, volume } = bar;
  return { timestamp, open, high, low, close, volume, turnover: roundPrice((volume * (high + low + close)) / 3) };
}

function merge(into: Ohlcv | undefined, bar: Ohlcv): Ohlcv {
  if (!into) return { open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume };
  into.high = Math.max(into.high, bar.high);
  into.low = Math.min(into.low, bar.low);
  into.close = bar.close;
  into.volume += bar.volume;
  return into;
}

/**
 * A day's intraday candles up to `now`, oldest first. Buckets align to the interval on
 * the market's wall clock; a bucket is a run of consecutive minutes with the same
 * wall-clock bucket, so a repeated hour on a fall-back day gives two distinct candles.
 */
function intradayCandlesOfDay(model: InstrumentModel, day: number, minutes: number, now: number): Candle[] {
  const path = model.dayPath(day);
  const { start, end } = path.session;
  const zone = model.calendar.timeZone;
  const intervalMs = minutes * 60_000;
  const position = now < end ? model.positionAt(now) : undefined;
  const lastMinute = position ? position.minute : path.session.minutes - 1;
  const steadyOffset = zoneOffsetMs(zone, start) === zoneOffsetMs(zone, end - 1) ? zoneOffsetMs(zone, start) : undefined;

  const candles: Candle[] = [];
  let bucketKey = NaN;
  let bucketStart = 0;
  let bar: Ohlcv | undefined;
  for (let i = 0; i <= lastMinute; i++) {
    const minuteStart = start + i * 60_000;
    const offset = steadyOffset ?? zoneOffsetMs(zone, minuteStart);
    const key = Math.floor((minuteStart + offset) / intervalMs);
    if (key !== bucketKey) {
      if (bar) candles.push(toCandle(bucketStart, bar));
      bucketKey = key;
      bucketStart = key * intervalMs - offset;
      bar = undefined;
    }
    const minute =
      i === lastMinute && position
        ? model.minuteSoFar(position)
        : {
            open: path.open[i]!,
            high: path.high[i]!,
            low: path.low[i]!,
            close: path.close[i]!,
            volume: path.cumulativeVolume[i + 1]! - path.cumulativeVolume[i]!,
          };
    bar = merge(bar, minute);
  }
  if (bar) candles.push(toCandle(bucketStart, bar));
  return candles;
}

function intradayPage(model: InstrumentModel, minutes: number, { now, before = Infinity, limit }: CandlePageRequest): Candle[] {
  const { calendar } = model;
  const page: Candle[] = [];
  const cursor = Math.min(now, before - 1);
  for (let day = calendar.tradingDayAtOrBefore(calendar.dayOf(cursor)); day >= model.firstDay && page.length < limit; day = calendar.tradingDayAtOrBefore(day - 1)) {
    if (calendar.session(day).start > now) continue;
    const candles = intradayCandlesOfDay(model, day, minutes, now);
    for (let j = candles.length - 1; j >= 0 && page.length < limit; j--) {
      if (candles[j]!.timestamp < before) page.push(candles[j]!);
    }
  }
  return page;
}

/** How DAY, WEEK and MONTH group local days. */
interface DayGrouping {
  startOf(day: number): number;
  endOf(groupStart: number): number;
  previous(groupStart: number): number;
}

const BY_DAY: DayGrouping = { startOf: (d) => d, endOf: (d) => d, previous: (d) => d - 1 };
const BY_WEEK: DayGrouping = { startOf: mondayOf, endOf: (d) => d + 6, previous: (d) => d - 7 };
const BY_MONTH: DayGrouping = { startOf: firstOfMonthOf, endOf: (d) => firstOfMonthOf(d + 31) - 1, previous: previousMonthStart };

/** DAY, WEEK and MONTH come from daily bars only, so even decades of them stay cheap. */
function calendarPage(model: InstrumentModel, grouping: DayGrouping, { now, before = Infinity, limit }: CandlePageRequest): Candle[] {
  const { calendar } = model;
  const page: Candle[] = [];
  const today = calendar.dayOf(now);
  for (let groupStart = grouping.startOf(calendar.dayOf(Math.min(now, before - 1))); page.length < limit; groupStart = grouping.previous(groupStart)) {
    const groupEnd = Math.min(grouping.endOf(groupStart), today);
    if (groupEnd < model.firstDay) break;
    let bar: Ohlcv | undefined;
    for (let day = Math.max(groupStart, model.firstDay); day <= groupEnd; day++) {
      if (!calendar.isTradingDay(day)) continue;
      // A session never runs past its local day, so only today's bar can still be forming.
      const dayBar = day < today ? model.series.bar(day) : model.dayBarAt(day, now);
      if (dayBar) bar = merge(bar, dayBar);
    }
    const timestamp = zonedTimeToUtc(calendar.timeZone, groupStart, 0);
    if (bar && timestamp < before) page.push(toCandle(timestamp, bar));
  }
  return page;
}

/** One page of candles, newest first. */
export function candlePage(model: InstrumentModel, period: KlinePeriod, request: CandlePageRequest): Candle[] {
  const minutes = INTRADAY_MINUTES[period];
  if (minutes) return intradayPage(model, minutes, request);
  switch (period) {
    case 'DAY':
      return calendarPage(model, BY_DAY, request);
    case 'WEEK':
      return calendarPage(model, BY_WEEK, request);
    default:
      return calendarPage(model, BY_MONTH, request);
  }
}
