import type { Candle } from '@trading/contract';
import type { Instrument } from '../instruments.js';
import { DailySeries, type DayBar } from './daily-series.js';
import {
  buildBlockMinutes,
  buildDayPath,
  buildSecondPath,
  SECONDS_PER_MINUTE,
  subBar,
  type DayPath,
  type Ohlcv,
  type SubBars,
} from './day-path.js';
import type { LruCache } from './lru-cache.js';
import type { SessionCalendar } from './session-calendar.js';

export interface ModelCaches {
  dayPaths: LruCache<number, DayPath>;
  blockMinutes: LruCache<number, SubBars>;
  secondPaths: LruCache<number, Float64Array>;
}

/** A day bar that may still be forming. */
export interface BarSoFar extends DayBar {
  /** True when the session is still running at the requested time. */
  partial: boolean;
}

/** Where an instant falls inside a session. */
export interface SessionPosition {
  path: DayPath;
  block: number;
  /** Minute within the block. */
  minute: number;
  second: number;
}

/** A span whose sub-bars before `index` are finished and whose sub-bar `index` is `forming`. */
function soFar(bars: SubBars, index: number, forming: Ohlcv): Ohlcv {
  return {
    open: bars.open[0]!,
    high: Math.max(bars.runningHigh[index]!, forming.high),
    low: Math.min(bars.runningLow[index]!, forming.low),
    close: forming.close,
    volume: bars.cumulativeVolume[index]! + forming.volume,
  };
}

/**
 * Everything the simulator knows about one instrument: daily bars, refined on demand
 * into hour blocks, minutes and seconds, all derived from (seed, instrument, time).
 */
export class InstrumentModel {
  readonly series: DailySeries;
  /**
   * Finished DAY/WEEK/MONTH candles by grouping and start day (null: no trading in it).
   * They never change, and a few thousand per instrument cover every page there is.
   */
  readonly groupCandles = new Map<number, Candle | null>();

  constructor(
    private readonly seedHash: number,
    readonly instrument: Instrument,
    readonly calendar: SessionCalendar,
    startDay: number,
    private readonly caches: ModelCaches,
  ) {
    this.series = new DailySeries(seedHash, instrument, calendar, startDay);
  }

  get firstDay(): number {
    return this.series.firstDay;
  }

  dayPath(day: number): DayPath {
    const key = this.instrument.id * 1_000_000 + day;
    let path = this.caches.dayPaths.get(key);
    if (!path) {
      path = buildDayPath(
        this.seedHash,
        this.instrument.id,
        this.series.bar(day),
        this.calendar.session(day),
        this.calendar.timeZone,
      );
      this.caches.dayPaths.set(key, path);
    }
    return path;
  }

  blockMinutes(path: DayPath, block: number): SubBars {
    const key = (this.instrument.id * 1_000_000 + path.session.day) * 32 + block;
    let minutes = this.caches.blockMinutes.get(key);
    if (!minutes) {
      minutes = buildBlockMinutes(this.seedHash, this.instrument.id, path, block);
      this.caches.blockMinutes.set(key, minutes);
    }
    return minutes;
  }

  secondPath({ path, block, minute }: SessionPosition): Float64Array {
    const sessionMinute = path.blockStart[block]! + minute;
    const key = (this.instrument.id * 1_000_000 + path.session.day) * 1_500 + sessionMinute;
    let seconds = this.caches.secondPaths.get(key);
    if (!seconds) {
      seconds = buildSecondPath(
        this.seedHash,
        this.instrument.id,
        path.session.day,
        sessionMinute,
        subBar(this.blockMinutes(path, block), minute),
      );
      this.caches.secondPaths.set(key, seconds);
    }
    return seconds;
  }

  /** The latest listed trading day whose session has started by `t`, if any. */
  latestSessionDay(t: number): number | undefined {
    let day = this.calendar.tradingDayAtOrBefore(this.calendar.dayOf(t));
    if (this.calendar.session(day).start > t) day = this.calendar.tradingDayAtOrBefore(day - 1);
    return day >= this.firstDay ? day : undefined;
  }

  /** Position of `t` inside its session, or undefined when no listed session runs at `t`. */
  positionAt(t: number): SessionPosition | undefined {
    const day = this.calendar.dayOf(t);
    if (day < this.firstDay || !this.calendar.isTradingDay(day)) return undefined;
    const session = this.calendar.session(day);
    if (t < session.start || t >= session.end) return undefined;
    const path = this.dayPath(day);
    const elapsed = t - session.start;
    const sessionMinute = Math.floor(elapsed / 60_000);
    let block = 0;
    while (path.blockStart[block + 1]! <= sessionMinute) block++;
    return {
      path,
      block,
      minute: sessionMinute - path.blockStart[block]!,
      second: Math.floor((elapsed % 60_000) / 1_000),
    };
  }

  /** The forming minute at `position`: its second path up to now. */
  minuteSoFar(position: SessionPosition): Ohlcv {
    const seconds = this.secondPath(position);
    let high = seconds[0]!;
    let low = high;
    for (let s = 1; s <= position.second; s++) {
      high = Math.max(high, seconds[s]!);
      low = Math.min(low, seconds[s]!);
    }
    const minutes = this.blockMinutes(position.path, position.block);
    const minuteVolume =
      minutes.cumulativeVolume[position.minute + 1]! - minutes.cumulativeVolume[position.minute]!;
    return {
      open: seconds[0]!,
      high,
      low,
      close: seconds[position.second]!,
      volume: Math.floor((minuteVolume * position.second) / SECONDS_PER_MINUTE),
    };
  }

  /** The forming hour block at `position`: its finished minutes plus the forming one. */
  blockSoFar(position: SessionPosition): Ohlcv {
    const minutes = this.blockMinutes(position.path, position.block);
    return soFar(minutes, position.minute, this.minuteSoFar(position));
  }

  /** Shares traded in the session from its start up to `position`. */
  volumeTo(position: SessionPosition): number {
    return (
      position.path.blocks.cumulativeVolume[position.block]! + this.blockSoFar(position).volume
    );
  }

  /** The bar of trading day `day` as seen at `t`: full, forming, or undefined before it opens. */
  dayBarAt(day: number, t: number): BarSoFar | undefined {
    const session = this.calendar.session(day);
    if (t < session.start) return undefined;
    if (t >= session.end) return { ...this.series.bar(day), partial: false };
    const position = this.positionAt(t)!;
    return {
      day,
      ...soFar(position.path.blocks, position.block, this.blockSoFar(position)),
      partial: true,
    };
  }
}
