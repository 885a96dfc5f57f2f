import { orderBookAt } from '../depth/order-book.js';
import type { Instrument } from '../instruments.js';
import type { MarketSim } from '../sim/market-sim.js';
import { hashString } from '../sim/random.js';

/** One pre-serialised tick frame and the topic ("US:AAPL") it belongs to. */
export interface TickFrame {
  topic: string;
  payload: Buffer;
  /** When the tick was due by its slot, in wall-clock epoch ms: its delivery lag starts here. */
  dueAt?: number;
}

export interface TickScheduleOptions {
  sim: MarketSim;
  /** Market time (epoch ms) the ticks are computed for. */
  clock: () => number;
  /** Each topic ticks once per interval, at its own phase within it. */
  intervalMs: number;
  /** Receives every tick due at one timer fire together, so they can share socket writes. */
  emit: (ticks: TickFrame[]) => void;
}

/** What a topic carries: the instrument's trades, or its order book (feed/topics.ts). */
export type TopicKind = 'tick' | 'depth';

export interface TickSchedule {
  add(topic: string, instrument: Instrument, kind?: TopicKind): void;
  remove(topic: string): void;
  close(): void;
}

interface Ticker {
  instrument: Instrument;
  kind: TopicKind;
  nextDue: number;
  /** The first tick carries what traded since the topic was added, not the day's total. */
  lastTickAt: number;
}

/**
 * Computes ticks for a set of topics: the hub's subscribed topics in a single process,
 * every instrument on a cluster's producer.
 */
export function createTickSchedule({
  sim,
  clock,
  intervalMs,
  emit,
}: TickScheduleOptions): TickSchedule {
  const tickers = new Map<string, Ticker>();

  function runDue(): void {
    const now = clock();
    // The clock may be market time (tests move it); how late a slot is maps onto real time.
    const wallNow = Date.now();
    const due: TickFrame[] = [];
    for (const [topic, ticker] of tickers) {
      if (ticker.nextDue > now) continue;
      const dueAt = wallNow - (now - ticker.nextDue);
      while (ticker.nextDue <= now) ticker.nextDue += intervalMs;
      const tick =
        ticker.kind === 'depth'
          ? orderBookAt(sim, ticker.instrument, now)
          : sim.tickAt(ticker.instrument, now, ticker.lastTickAt);
      ticker.lastTickAt = now;
      if (tick) due.push({ topic, payload: Buffer.from(JSON.stringify(tick)), dueAt });
    }
    if (due.length > 0) emit(due);
  }

  const resolutionMs = Math.max(5, Math.min(50, Math.floor(intervalMs / 10)));
  const timer = setInterval(runDue, resolutionMs);
  timer.unref();

  return {
    add(topic, instrument, kind = 'tick') {
      if (tickers.has(topic)) return;
      // Spread topics across the interval so one timer fire never sends everything at once.
      const now = clock();
      const slot = now - (now % intervalMs) + (hashString(topic) % intervalMs);
      tickers.set(topic, {
        instrument,
        kind,
        nextDue: slot > now ? slot : slot + intervalMs,
        lastTickAt: now,
      });
    },
    remove(topic) {
      tickers.delete(topic);
    },
    close() {
      clearInterval(timer);
      tickers.clear();
    },
  };
}
