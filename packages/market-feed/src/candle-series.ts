import type { Candle, KlinePeriod } from '@trading/contract';
import { bucketEnd, bucketStart } from '@trading/market-time';
import { mergeHistory } from './merge-history.js';

/** What {@link CandleSeries.apply} did with a tick. */
export const TickOutcome = {
  /** Older than the last candle: dropped. */
  Ignored: 0,
  /** Merged into the last candle. */
  Updated: 1,
  /** Opened a new last candle. */
  Appended: 2,
} as const;
export type TickOutcome = (typeof TickOutcome)[keyof typeof TickOutcome];

const INITIAL_CAPACITY = 256;

/**
 * The mutable, allocation-free twin of {@link applyTick} for the live hot path: candles live in
 * parallel Float64Arrays and the current bucket's [start, end) is cached, so a tick inside it is
 * a couple of comparisons and five stores. Same rules as `applyTick`.
 */
export class CandleSeries {
  readonly period: KlinePeriod;
  readonly timeZone: string;
  private count = 0;
  private timestamps = new Float64Array(INITIAL_CAPACITY);
  private opens = new Float64Array(INITIAL_CAPACITY);
  private highs = new Float64Array(INITIAL_CAPACITY);
  private lows = new Float64Array(INITIAL_CAPACITY);
  private closes = new Float64Array(INITIAL_CAPACITY);
  private volumes = new Float64Array(INITIAL_CAPACITY);
  private turnovers = new Float64Array(INITIAL_CAPACITY);
  /** Ticks in [lastStart, lastEnd) belong to the last candle without a time-zone lookup. */
  private lastStart = Number.POSITIVE_INFINITY;
  private lastEnd = Number.NEGATIVE_INFINITY;

  /** `history` may come in either order; it is sorted by timestamp and de-duplicated. */
  constructor(period: KlinePeriod, timeZone: string, history: readonly Candle[] = []) {
    this.period = period;
    this.timeZone = timeZone;
    this.replace(mergeHistory([], history));
  }

  get length(): number {
    return this.count;
  }

  /** Applies a tick; `timeMs` is epoch milliseconds (the wire's seconds × 1000). */
  apply(timeMs: number, price: number, volume: number): TickOutcome {
    const last = this.count - 1;
    if (timeMs >= this.lastStart && timeMs < this.lastEnd) {
      this.update(last, price, volume);
      return TickOutcome.Updated;
    }
    if (last >= 0 && timeMs < (this.timestamps[last] as number)) return TickOutcome.Ignored;
    const start = bucketStart(timeMs, this.period, this.timeZone);
    if (last >= 0 && start <= (this.timestamps[last] as number)) {
      this.update(last, price, volume);
      return TickOutcome.Updated;
    }
    const open = last >= 0 ? (this.closes[last] as number) : price;
    this.append(
      start,
      open,
      price > open ? price : open,
      price < open ? price : open,
      price,
      volume,
      price * volume,
    );
    this.lastStart = start;
    this.lastEnd = bucketEnd(start, this.period, this.timeZone);
    return TickOutcome.Appended;
  }

  /** The candle at `index` (0 = oldest) as a new object; undefined when out of range. */
  at(index: number): Candle | undefined {
    if (index < 0 || index >= this.count) return undefined;
    return {
      timestamp: this.timestamps[index] as number,
      open: this.opens[index] as number,
      high: this.highs[index] as number,
      low: this.lows[index] as number,
      close: this.closes[index] as number,
      volume: this.volumes[index] as number,
      turnover: this.turnovers[index] as number,
    };
  }

  toArray(): Candle[] {
    const candles: Candle[] = new Array<Candle>(this.count);
    for (let i = 0; i < this.count; i++) candles[i] = this.at(i) as Candle;
    return candles;
  }

  /** Merges an older history page (newest first, as the API sends it); see {@link mergeHistory}. */
  prependHistory(olderPageNewestFirst: readonly Candle[]): void {
    const existing = this.toArray();
    const merged = mergeHistory(existing, olderPageNewestFirst);
    if (merged !== existing) this.replace(merged);
  }

  private update(index: number, price: number, volume: number): void {
    if (price > (this.highs[index] as number)) this.highs[index] = price;
    if (price < (this.lows[index] as number)) this.lows[index] = price;
    this.closes[index] = price;
    this.volumes[index] = (this.volumes[index] as number) + volume;
    this.turnovers[index] = (this.turnovers[index] as number) + price * volume;
  }

  private replace(candles: readonly Candle[]): void {
    this.count = 0;
    this.ensureCapacity(candles.length);
    for (const c of candles)
      this.append(c.timestamp, c.open, c.high, c.low, c.close, c.volume, c.turnover);
    this.cacheLastBucket();
  }

  private cacheLastBucket(): void {
    if (this.count === 0) {
      this.lastStart = Number.POSITIVE_INFINITY;
      this.lastEnd = Number.NEGATIVE_INFINITY;
      return;
    }
    // History candles may be stamped off our grid; the cached range still starts at the stamp.
    const stamp = this.timestamps[this.count - 1] as number;
    this.lastStart = stamp;
    this.lastEnd = bucketEnd(
      bucketStart(stamp, this.period, this.timeZone),
      this.period,
      this.timeZone,
    );
  }

  private append(
    timestamp: number,
    open: number,
    high: number,
    low: number,
    close: number,
    volume: number,
    turnover: number,
  ): void {
    const i = this.count;
    this.ensureCapacity(i + 1);
    this.timestamps[i] = timestamp;
    this.opens[i] = open;
    this.highs[i] = high;
    this.lows[i] = low;
    this.closes[i] = close;
    this.volumes[i] = volume;
    this.turnovers[i] = turnover;
    this.count = i + 1;
  }

  private ensureCapacity(size: number): void {
    if (size <= this.timestamps.length) return;
    let capacity = this.timestamps.length * 2;
    while (capacity < size) capacity *= 2;
    this.timestamps = grow(this.timestamps, capacity);
    this.opens = grow(this.opens, capacity);
    this.highs = grow(this.highs, capacity);
    this.lows = grow(this.lows, capacity);
    this.closes = grow(this.closes, capacity);
    this.volumes = grow(this.volumes, capacity);
    this.turnovers = grow(this.turnovers, capacity);
  }
}

function grow(array: Float64Array, capacity: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(capacity);
  next.set(array);
  return next;
}
