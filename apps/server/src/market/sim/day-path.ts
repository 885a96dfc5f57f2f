import type { DayBar } from './daily-series.js';
import { createRng, hashInts } from './random.js';
import { roundPrice } from './prices.js';
import type { Session } from './session-calendar.js';
import { touchingBridge } from './touching-bridge.js';

export const SECONDS_PER_MINUTE = 60;

/**
 * One trading day refined into 1-minute bars. Minute i covers
 * [start + i·60 s, start + (i+1)·60 s). The minutes aggregate exactly to the day's bar:
 * the path opens at the day's open, closes at its close and touches its high and low.
 */
export interface DayPath {
  session: Session;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** cumulativeVolume[i] = shares traded in minutes 0..i-1 (length minutes + 1). */
  cumulativeVolume: Float64Array;
  /** Running high/low of minutes 0..i-1 (index 0 unused), for O(1) partial-day bars. */
  runningHigh: Float64Array;
  runningLow: Float64Array;
}

const Salt = { Minutes: 11, Seconds: 12 } as const;

export function buildDayPath(seedHash: number, instrumentId: number, bar: DayBar, session: Session): DayPath {
  const n = session.minutes;
  const rng = createRng(hashInts(seedHash, instrumentId, bar.day, Salt.Minutes));
  const points = new Float64Array(n + 1);
  touchingBridge(rng, n, bar.open, bar.close, bar.low, bar.high, points);

  const open = points.subarray(0, n);
  const close = points.subarray(1, n + 1);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const weights = new Float64Array(n);
  const wick = ((bar.high - bar.low) * 0.3) / Math.sqrt(n);
  let totalWeight = 0;
  for (let i = 0; i < n; i++) {
    const o = open[i]!;
    const c = close[i]!;
    high[i] = Math.min(bar.high, roundPrice(Math.max(o, c) + wick * rng.next()));
    low[i] = Math.max(bar.low, roundPrice(Math.min(o, c) - wick * rng.next()));
    // Busier near the open and the close, like real sessions.
    const u = (2 * (i + 0.5)) / n - 1;
    weights[i] = (1 + 1.5 * u * u) * (0.3 + rng.next());
    totalWeight += weights[i]!;
  }

  const cumulativeVolume = new Float64Array(n + 1);
  const runningHigh = new Float64Array(n + 1);
  const runningLow = new Float64Array(n + 1);
  runningHigh[0] = -Infinity;
  runningLow[0] = Infinity;
  let weightSoFar = 0;
  for (let i = 0; i < n; i++) {
    weightSoFar += weights[i]!;
    // Rounding the running total (not each minute) keeps minute volumes whole and their sum exact.
    cumulativeVolume[i + 1] = i === n - 1 ? bar.volume : Math.round((bar.volume * weightSoFar) / totalWeight);
    runningHigh[i + 1] = Math.max(runningHigh[i]!, high[i]!);
    runningLow[i + 1] = Math.min(runningLow[i]!, low[i]!);
  }
  return { session, open, high, low, close, cumulativeVolume, runningHigh, runningLow };
}

/**
 * Prices at each second of one minute (length 61: second 0 is the minute's open, 60 its
 * close), touching the minute's high and low — the live ticks inside that minute.
 */
export function buildSecondPath(seedHash: number, instrumentId: number, path: DayPath, minute: number): Float64Array {
  const out = new Float64Array(SECONDS_PER_MINUTE + 1);
  const rng = createRng(hashInts(seedHash, instrumentId, path.session.day, minute, Salt.Seconds));
  touchingBridge(rng, SECONDS_PER_MINUTE, path.open[minute]!, path.close[minute]!, path.low[minute]!, path.high[minute]!, out);
  return out;
}
