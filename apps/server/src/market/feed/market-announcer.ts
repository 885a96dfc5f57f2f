import { MARKETS as MARKET_NAMES, type Market } from '@trading/contract';
import { marketStatusAt } from '../market-status.js';
import { MARKETS } from '../markets.js';
import type { SessionMode } from '../sim/session-calendar.js';

export interface MarketAnnouncer {
  /** The `market` frame to send a new subscriber; null on the 24 h market (nothing to announce). */
  frameFor(market: Market): Buffer | null;
  /** Announces every state that ended by now; the feed calls it before sending ticks. */
  catchUp(): void;
  close(): void;
}

/**
 * Tells the feed's subscribers each market's state: every process computes it from the
 * market's definition and the clock, so a cluster needs no producer for it. A check each
 * second, and one before every batch of ticks (so the open is told before its first tick),
 * finds the markets whose state ended (their `until` passed) and hands the new frame to
 * `announce`, which sends it to that market's subscribers.
 */
export function createMarketAnnouncer(options: {
  sessions: SessionMode;
  clock: () => number;
  announce: (market: Market, frame: Buffer) => void;
  checkEveryMs?: number;
}): MarketAnnouncer {
  const { sessions, clock, announce, checkEveryMs = 1_000 } = options;
  const current = new Map<Market, { until: number; frame: Buffer }>();

  function entryAt(market: Market, now: number) {
    const status = marketStatusAt(MARKETS[market], sessions, now);
    return {
      until: status.until ?? Infinity,
      frame: Buffer.from(JSON.stringify({ event: 'market', ...status })),
    };
  }
  function refresh(market: Market, now: number) {
    const entry = entryAt(market, now);
    current.set(market, entry);
    return entry;
  }

  // The 24 h market never changes state: no frames, no timer, the feed as it always was.
  if (sessions === 'always') return { frameFor: () => null, catchUp() {}, close() {} };

  const now = clock();
  for (const market of MARKET_NAMES) refresh(market, now);
  function catchUp() {
    const at = clock();
    for (const [market, { until }] of current)
      if (at >= until) announce(market, refresh(market, at).frame);
  }
  // Also without ticks: a market closing, or going to pre-open, has none to wait for.
  const timer = setInterval(catchUp, checkEveryMs);
  timer.unref();

  return {
    frameFor(market) {
      const at = clock();
      const entry = current.get(market)!;
      // Just past a change (before the timer's check announces it) a newcomer gets the new
      // state at once; the cache stays for the timer, which tells everyone else.
      return at >= entry.until ? entryAt(market, at).frame : entry.frame;
    },
    catchUp,
    close: () => clearInterval(timer),
  };
}
