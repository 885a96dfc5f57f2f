import type { Candle, KlinePeriod, TickEvent, WsSymbol } from '@trading/contract';
import { CandleSeries, TickOutcome } from './candle-series.js';
import type { FeedClient } from './feed-client.js';
import { nextAnimationFrame, type FrameScheduler } from './frame-scheduler.js';

/** Told once per frame for each candle that changed: `index` is its position (0 = oldest). */
export type CandleListener = (candle: Candle, index: number) => void;

export interface CandleFeedOptions {
  client: Pick<FeedClient, 'subscribe' | 'onSymbolTick'>;
  symbol: WsSymbol;
  period: KlinePeriod;
  /** The market's IANA zone, for DAY/WEEK/MONTH and hour boundaries. */
  timeZone: string;
  /** The fetched history, in either order; sorted by timestamp, duplicates dropped. */
  history?: readonly Candle[];
  schedule?: FrameScheduler;
}

/**
 * Keeps one symbol's candles up to date from live ticks. Ticks go straight into a
 * {@link CandleSeries}; listeners hear at most once per animation frame. A chart uses
 * {@link onCandle} to move its last point without React re-rendering; React screens use
 * {@link subscribe}/{@link getSnapshot} with `useSyncExternalStore`.
 */
export class CandleFeed {
  private readonly options: CandleFeedOptions;
  private readonly series: CandleSeries;
  private readonly schedule: FrameScheduler;
  private readonly candleListeners = new Set<CandleListener>();
  private readonly storeListeners = new Set<() => void>();
  /** Lowest index changed since the last frame; Infinity when nothing changed. */
  private changedFrom = Number.POSITIVE_INFINITY;
  private frameRequested = false;
  private snapshot: readonly Candle[] = [];
  /** Lowest index `snapshot` lacks or holds stale; Infinity when it is current. */
  private snapshotStaleFrom = 0;

  constructor(options: CandleFeedOptions) {
    this.options = options;
    this.series = new CandleSeries(options.period, options.timeZone, options.history);
    this.schedule = options.schedule ?? nextAnimationFrame;
  }

  /** Subscribes to the symbol and starts applying its ticks; returns the stop function. */
  start(): () => void {
    const { client, symbol } = this.options;
    const release = client.subscribe(symbol);
    const stopListening = client.onSymbolTick(symbol, this.applyTick);
    return () => {
      stopListening();
      release();
    };
  }

  onCandle(listener: CandleListener): () => void {
    this.candleListeners.add(listener);
    return () => this.candleListeners.delete(listener);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.storeListeners.add(listener);
    return () => this.storeListeners.delete(listener);
  };

  /** Oldest first; the same array until a frame carried a change. */
  readonly getSnapshot = (): readonly Candle[] => {
    if (this.snapshotStaleFrom < Number.POSITIVE_INFINITY) {
      const next = this.snapshot.slice(0, this.snapshotStaleFrom);
      for (let i = next.length; i < this.series.length; i++) next.push(this.series.at(i) as Candle);
      this.snapshot = next;
      this.snapshotStaleFrom = Number.POSITIVE_INFINITY;
    }
    return this.snapshot;
  };

  /**
   * Merges an older page (newest first, as the API returns it) in front. Indices shift, so
   * store listeners are told at once; a chart redraws from {@link getSnapshot}.
   */
  prependHistory(olderPageNewestFirst: readonly Candle[]): void {
    const before = this.series.length;
    this.series.prependHistory(olderPageNewestFirst);
    const added = this.series.length - before;
    if (added === 0) return;
    this.changedFrom += added;
    this.snapshotStaleFrom = 0;
    for (const listener of this.storeListeners) listener();
  }

  private readonly applyTick = (tick: TickEvent): void => {
    if (this.series.apply(tick.timestamp * 1000, tick.price, tick.volume) === TickOutcome.Ignored)
      return;
    const last = this.series.length - 1;
    if (last < this.changedFrom) this.changedFrom = last;
    if (!this.frameRequested) {
      this.frameRequested = true;
      this.schedule(this.publish);
    }
  };

  private readonly publish = (): void => {
    this.frameRequested = false;
    const from = this.changedFrom;
    this.changedFrom = Number.POSITIVE_INFINITY;
    if (from === Number.POSITIVE_INFINITY) return;
    if (from < this.snapshotStaleFrom) this.snapshotStaleFrom = from;
    if (this.candleListeners.size > 0) {
      for (let i = from; i < this.series.length; i++) {
        const candle = this.series.at(i) as Candle;
        for (const listener of this.candleListeners) listener(candle, i);
      }
    }
    for (const listener of this.storeListeners) listener();
  };
}
