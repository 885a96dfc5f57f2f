import type { Instrument } from '../instruments.js';
import { DailySeries, type DayBar } from './daily-series.js';
import { buildDayPath, buildSecondPath, SECONDS_PER_MINUTE, type DayPath } from './day-path.js';
import type { LruCache } from './lru-cache.js';
import type { SessionCalendar } from './session-calendar.js';

export interface ModelCaches {
  dayPaths: LruCache<number, DayPath>;
  secondPaths: LruCache<number, Float64Array>;
}

/** A bar that may still be forming, plus the price it stands at. */
export interface BarSoFar extends DayBar {
  /** True when the session is still running at the requested time. */
  partial: boolean;
}

/** Where an instant falls inside a session: the minute and the second within it. */
export interface SessionPosition {
  path: DayPath;
  minute: number;
  second: number;
}

/**
 * Everything the simulator knows about one instrument: its daily bars, their minute
 * paths and the seconds inside a minute, all derived from (seed, instrument, time).
 */
export class InstrumentModel {
  readonly series: DailySeries;

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
      path = buildDayPath(this.seedHash, this.instrument.id, this.series.bar(day), this.calendar.session(day));
      this.caches.dayPaths.set(key, path);
    }
    return path;
  }

  secondPath(path: DayPath, minute: number): Float64Array {
    const key = (this.instrument.id * 100_000 + path.session.day) * 1_500 + minute;
    let seconds = this.caches.secondPaths.get(key);
    if (!seconds) {
      seconds = buildSecondPath(this.seedHash, this.instrument.id, path, minute);
      this.caches.secondPaths.set(key, seconds);
    }
    return seconds;
  }

  /** The latest trading day (listed) whose session has started by `t`, if any. */
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
    const elapsed = t - session.start;
    return {
      path: this.dayPath(day),
      minute: Math.floor(elapsed / 60_000),
      second: Math.floor((elapsed % 60_000) / 1_000),
    };
  }

  /** The forming candle of the minute at `position`: its second path up to now. */
  minuteSoFar({ path, minute, second }: SessionPosition): { open: number; high: number; low: number; close: number; volume: number } {
    const seconds = this.secondPath(path, minute);
    let high = seconds[0]!;
    let low = high;
    for (let s = 1; s <= second; s++) {
      high = Math.max(high, seconds[s]!);
      low = Math.min(low, seconds[s]!);
    }
    const minuteVolume = path.cumulativeVolume[minute + 1]! - path.cumulativeVolume[minute]!;
    return { open: seconds[0]!, high, low, close: seconds[second]!, volume: Math.floor((minuteVolume * second) / SECONDS_PER_MINUTE) };
  }

  /** Shares traded in the session from its start up to `position`. */
  volumeTo(position: SessionPosition): number {
    return position.path.cumulativeVolume[position.minute]! + this.minuteSoFar(position).volume;
  }

  /** The bar of trading day `day` as seen at `t`: full, forming, or undefined before it opens. */
  dayBarAt(day: number, t: number): BarSoFar | undefined {
    const session = this.calendar.session(day);
    if (t < session.start) return undefined;
    if (t >= session.end) return { ...this.series.bar(day), partial: false };
    const position = this.positionAt(t)!;
    const { path, minute } = position;
    const forming = this.minuteSoFar(position);
    return {
      day,
      open: path.open[0]!,
      high: Math.max(path.runningHigh[minute]!, forming.high),
      low: Math.min(path.runningLow[minute]!, forming.low),
      close: forming.close,
      volume: path.cumulativeVolume[minute]! + forming.volume,
      partial: true,
    };
  }
}
