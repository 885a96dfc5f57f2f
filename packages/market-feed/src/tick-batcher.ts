import { nextAnimationFrame, type FrameScheduler } from './frame-scheduler.js';
import type { TickEvent } from '@trading/contract';

/**
 * What a ticker row shows: the latest tick's fields (timestamp in seconds, `volume` of that
 * tick), published at most once a frame, plus the summed volume of every tick since the symbol
 * got its first listener, so coalescing loses none.
 */
export type TickerSnapshot = Readonly<Omit<TickEvent, 'event'>> & {
  readonly volumeSinceSubscribed: number;
};

interface Entry {
  readonly listeners: Set<() => void>;
  snapshot: TickerSnapshot | undefined;
  /** Latest tick not yet published; its fields are copied into a fresh snapshot at the frame. */
  pending: TickEvent | undefined;
  /** When (of `now`) the snapshot was last published. */
  publishedAt: number;
  volumeSinceSubscribed: number;
}

export interface TickBatcher {
  /** Records a tick; listeners of `key` hear about it at the next frame. */
  push(tick: TickEvent, key: string): void;
  /** `useSyncExternalStore`-shaped: returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void;
  /** The same object until the next frame that carried a tick for `key`. */
  getSnapshot(key: string): TickerSnapshot | undefined;
}

export interface TickBatcherOptions {
  schedule?: FrameScheduler;
  /**
   * A symbol's listeners run at most this often (ms); ticks in between are coalesced into the
   * next publication. 0: every frame that carried a tick.
   */
  minIntervalMs?: number;
  now?: () => number;
}

/**
 * How often one symbol's shown price may change. Ten times a second reads as live, and at a
 * thousand ticks a second it leaves most frames with nothing to lay out or paint: publishing
 * every symbol every frame cost a throttled phone 13 ms of each 16.7 ms frame on /market.
 */
export const LIVE_DISPLAY_INTERVAL_MS = 100;

/**
 * Coalesces ticks so each symbol's listeners run at most once per animation frame (and at most
 * once per `minIntervalMs`), with the latest values. Only symbols that have listeners are tracked, so ticks nobody shows cost one
 * map lookup; a symbol's snapshot is dropped with its last listener, so a later screen never
 * starts from a stale price.
 */
export function createTickBatcher({
  schedule = nextAnimationFrame,
  minIntervalMs = 0,
  now = () => performance.now(),
}: TickBatcherOptions = {}): TickBatcher {
  const entries = new Map<string, Entry>();
  let dirty: Entry[] = [];
  let frameRequested = false;

  const requestFrame = (): void => {
    if (frameRequested) return;
    frameRequested = true;
    schedule(flush);
  };

  const flush = (): void => {
    frameRequested = false;
    const time = now();
    const batch = dirty;
    dirty = [];
    for (const entry of batch) {
      const tick = entry.pending;
      if (tick === undefined) continue;
      if (time - entry.publishedAt < minIntervalMs) {
        dirty.push(entry);
        continue;
      }
      entry.publishedAt = time;
      entry.pending = undefined;
      entry.snapshot = {
        symbol: tick.symbol,
        exchange: tick.exchange,
        timestamp: tick.timestamp,
        price: tick.price,
        priceChange: tick.priceChange,
        percentChange: tick.percentChange,
        volume: tick.volume,
        volumeSinceSubscribed: entry.volumeSinceSubscribed,
      };
      for (const listener of entry.listeners) listener();
    }
    if (dirty.length > 0) requestFrame();
  };

  return {
    push(tick, key) {
      const entry = entries.get(key);
      if (entry === undefined) return;
      entry.volumeSinceSubscribed += tick.volume;
      if (entry.pending === undefined) dirty.push(entry);
      entry.pending = tick;
      requestFrame();
    },
    subscribe(key, listener) {
      let entry = entries.get(key);
      if (entry === undefined) {
        entry = {
          listeners: new Set(),
          snapshot: undefined,
          pending: undefined,
          publishedAt: Number.NEGATIVE_INFINITY,
          volumeSinceSubscribed: 0,
        };
        entries.set(key, entry);
      }
      const own = entry;
      own.listeners.add(listener);
      return () => {
        own.listeners.delete(listener);
        if (own.listeners.size === 0 && entries.get(key) === own) {
          entries.delete(key);
          own.pending = undefined;
        }
      };
    },
    getSnapshot(key) {
      return entries.get(key)?.snapshot;
    },
  };
}
