import type { Candle, KlinePeriod } from '@trading/contract';
import {
  firstOfMonthOf,
  mondayOf,
  previousMonthStart,
  zoneOffsetMs,
  zonedTimeToUtc,
} from '@trading/market-time';
import { subBar, type Ohlcv } from './day-path.js';
import type { InstrumentModel } from './instrument-model.js';
import { roundPrice } from './prices.js';

export interface CandlePageRequest {
  /** The current time: nothing after it exists yet; the last candle may be forming. */
  now: number;
  /** Only candles whose bucket starts strictly before this (epoch ms). */
  before?: number;
  limit: number;
}

const INTRADAY_MINUTES: Partial<Record<KlinePeriod, number>> = {
  MIN1: 1,
  MIN5: 5,
  MIN15: 15,
  MIN30: 30,
  HOUR: 60,
  HOUR4: 240,
};

/** Turnover is not additive across our bars' rounding, so every candle uses volume × typical price. */
function toCandle(timestamp: number, bar: Ohlcv): Candle {
  const { open, high, low, close, volume } = bar;
  return {
    timestamp,
    open,
    high,
    low,
    close,
    volume,
    turnover: roundPrice((volume * (high + low + close)) / 3),
  };
}

function merge(into: Ohlcv | undefined, bar: Ohlcv): Ohlcv {
  if (!into)
    return { open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume };
  into.high = Math.max(into.high, bar.high);
  into.low = Math.min(into.low, bar.low);
  into.close = bar.close;
  into.volume += bar.volume;
  return into;
}

/** A bar and the UTC start of the stretch it covers (an hour block or a minute). */
interface Unit {
  start: number;
  bar: Ohlcv;
}

/**
 * Groups consecutive units into candles, oldest first. Buckets align to the interval on
 * the market's wall clock; a bucket is a run of consecutive units with the same
 * wall-clock bucket, so a repeated hour on a fall-back day gives two distinct candles.
 */
function bucketUnits(
  units: Unit[],
  intervalMs: number,
  zone: string,
  steadyOffset: number | undefined,
): Candle[] {
  const candles: Candle[] = [];
  let bucketKey = NaN;
  let bucketStart = 0;
  let bar: Ohlcv | undefined;
  for (const unit of units) {
    const offset = steadyOffset ?? zoneOffsetMs(zone, unit.start);
    const key = Math.floor((unit.start + offset) / intervalMs);
    if (key !== bucketKey) {
      if (bar) candles.push(toCandle(bucketStart, bar));
      bucketKey = key;
      bucketStart = key * intervalMs - offset;
      bar = undefined;
    }
    bar = merge(bar, unit.bar);
  }
  if (bar) candles.push(toCandle(bucketStart, bar));
  return candles;
}

/**
 * Intraday candles of one day up to `now`, newest first, handed to `take` until it
 * returns false. Hour-or-longer periods are built from hour blocks alone; shorter ones
 * from the minutes of the blocks they reach, newest block first.
 */
function eachIntradayCandleOfDay(
  model: InstrumentModel,
  day: number,
  minutes: number,
  now: number,
  before: number,
  take: (candle: Candle) => boolean,
): boolean {
  const path = model.dayPath(day);
  const { session, blockStart, blocks } = path;
  const zone = model.calendar.timeZone;
  const intervalMs = minutes * 60_000;
  const position = now < session.end ? model.positionAt(now) : undefined;
  const lastBlock = position ? position.block : blockStart.length - 2;
  const startOffset = zoneOffsetMs(zone, session.start);
  const steadyOffset =
    startOffset === zoneOffsetMs(zone, session.end - 1) ? startOffset : undefined;
  const blockUnit = (k: number): Unit => ({
    start: session.start + blockStart[k]! * 60_000,
    bar: position && k === lastBlock ? model.blockSoFar(position) : subBar(blocks, k),
  });

  const emitNewestFirst = (candles: Candle[]) => {
    for (let j = candles.length - 1; j >= 0; j--) if (!take(candles[j]!)) return false;
    return true;
  };

  if (minutes >= 60) {
    const units: Unit[] = [];
    for (let k = 0; k <= lastBlock; k++) units.push(blockUnit(k));
    return emitNewestFirst(bucketUnits(units, intervalMs, zone, steadyOffset));
  }
  for (let k = lastBlock; k >= 0; k--) {
    if (session.start + blockStart[k]! * 60_000 >= before) continue;
    const minuteBars = model.blockMinutes(path, k);
    const lastMinute =
      position && k === lastBlock ? position.minute : blockStart[k + 1]! - blockStart[k]! - 1;
    const units: Unit[] = [];
    for (let m = 0; m <= lastMinute; m++) {
      units.push({
        start: session.start + (blockStart[k]! + m) * 60_000,
        bar:
          position && k === lastBlock && m === lastMinute
            ? model.minuteSoFar(position)
            : subBar(minuteBars, m),
      });
    }
    if (!emitNewestFirst(bucketUnits(units, intervalMs, zone, steadyOffset))) return false;
  }
  return true;
}

function intradayPage(
  model: InstrumentModel,
  minutes: number,
  { now, before = Infinity, limit }: CandlePageRequest,
): Candle[] {
  const { calendar } = model;
  const page: Candle[] = [];
  if (limit <= 0) return page;
  const take = (candle: Candle) => {
    if (candle.timestamp < before) page.push(candle);
    return page.length < limit;
  };
  const cursor = Math.min(now, before - 1);
  for (
    let day = calendar.tradingDayAtOrBefore(calendar.dayOf(cursor));
    day >= model.firstDay;
    day = calendar.tradingDayAtOrBefore(day - 1)
  ) {
    if (calendar.session(day).start > now) continue;
    if (!eachIntradayCandleOfDay(model, day, minutes, now, before, take)) break;
  }
  return page;
}

/** How DAY, WEEK and MONTH group local days. */
interface DayGrouping {
  /** Distinguishes the groupings in the per-instrument cache of finished candles. */
  cacheSlot: number;
  startOf(day: number): number;
  endOf(groupStart: number): number;
  previous(groupStart: number): number;
}

const BY_DAY: DayGrouping = {
  cacheSlot: 1,
  startOf: (d) => d,
  endOf: (d) => d,
  previous: (d) => d - 1,
};
const BY_WEEK: DayGrouping = {
  cacheSlot: 2,
  startOf: mondayOf,
  endOf: (d) => d + 6,
  previous: (d) => d - 7,
};
const BY_MONTH: DayGrouping = {
  cacheSlot: 3,
  startOf: firstOfMonthOf,
  endOf: (d) => firstOfMonthOf(d + 31) - 1,
  previous: previousMonthStart,
};

/** DAY, WEEK and MONTH come from daily bars only, so even decades of them stay cheap. */
function calendarPage(
  model: InstrumentModel,
  grouping: DayGrouping,
  { now, before = Infinity, limit }: CandlePageRequest,
): Candle[] {
  const { calendar } = model;
  const page: Candle[] = [];
  const today = calendar.dayOf(now);
  for (
    let groupStart = grouping.startOf(calendar.dayOf(Math.min(now, before - 1)));
    page.length < limit;
    groupStart = grouping.previous(groupStart)
  ) {
    const groupEnd = Math.min(grouping.endOf(groupStart), today);
    if (groupEnd < model.firstDay) break;
    // A session never runs past its local day, so only a group holding today can still
    // change. Single days are cheap enough to read from the series every time.
    const complete = groupEnd < today && grouping !== BY_DAY;
    const cacheKey = grouping.cacheSlot + groupStart * 4;
    let candle = complete ? model.groupCandles.get(cacheKey) : undefined;
    if (!candle) {
      let bar: Ohlcv | undefined;
      for (let day = Math.max(groupStart, model.firstDay); day <= groupEnd; day++) {
        if (!calendar.isTradingDay(day)) continue;
        const dayBar = day < today ? model.series.bar(day) : model.dayBarAt(day, now);
        if (dayBar) bar = merge(bar, dayBar);
      }
      candle = bar ? toCandle(zonedTimeToUtc(calendar.timeZone, groupStart, 0), bar) : null;
      if (complete) model.groupCandles.set(cacheKey, candle);
    }
    if (candle && candle.timestamp < before) page.push(candle);
  }
  return page;
}

/** One page of candles, newest first. */
export function candlePage(
  model: InstrumentModel,
  period: KlinePeriod,
  request: CandlePageRequest,
): Candle[] {
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
