import { zoneOffsetMs } from '@trading/market-time';
import type { DayBar } from './daily-series.js';
import { hashInts, Rng } from './random.js';
import { roundPrice } from './prices.js';
import type { Session } from './session-calendar.js';
import { touchingBridge } from './touching-bridge.js';

export const SECONDS_PER_MINUTE = 60;

export interface Ohlcv {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * n consecutive sub-bars that aggregate exactly to one parent bar: the path opens at the
 * parent's open, closes at its close, touches its high and low, and the volumes add up.
 */
export interface SubBars {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** cumulativeVolume[i] = volume of sub-bars 0..i-1 (length n + 1). */
  cumulativeVolume: Float64Array;
  /** Running high/low of sub-bars 0..i-1 (index 0 is ∓Infinity), for O(1) partial bars. */
  runningHigh: Float64Array;
  runningLow: Float64Array;
}

/**
 * A trading day refined in two steps: into hour blocks that start on the market's
 * wall-clock hours (the first and last may be shorter: 09:15–10:00), and each block into
 * minutes only when asked for. Hourly candles therefore never generate minutes, and
 * minute candles only generate the hours they show.
 */
export interface DayPath {
  session: Session;
  /** Session-minute index where each block starts; the last entry is the minute count. */
  blockStart: Int32Array;
  blocks: SubBars;
}

const Salt = { Blocks: 11, Minutes: 12, Seconds: 13 } as const;

/** Requires n ≥ 3 (every session block is at least 15 minutes and every session has 3+ blocks). */
function refine(rng: Rng, parent: Ohlcv, n: number, weightOf: (i: number) => number): SubBars {
  const points = new Float64Array(n + 1);
  touchingBridge(rng, n, parent.open, parent.close, parent.low, parent.high, points);
  const open = points.subarray(0, n);
  const close = points.subarray(1, n + 1);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const weights = new Float64Array(n);
  const wick = ((parent.high - parent.low) * 0.3) / Math.sqrt(n);
  let totalWeight = 0;
  for (let i = 0; i < n; i++) {
    const o = open[i]!;
    const c = close[i]!;
    high[i] = Math.min(parent.high, roundPrice(Math.max(o, c) + wick * rng.next()));
    low[i] = Math.max(parent.low, roundPrice(Math.min(o, c) - wick * rng.next()));
    weights[i] = weightOf(i) * (0.3 + rng.next());
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
    // Rounding the running total (not each sub-bar) keeps volumes whole and their sum exact.
    cumulativeVolume[i + 1] =
      i === n - 1 ? parent.volume : Math.round((parent.volume * weightSoFar) / totalWeight);
    runningHigh[i + 1] = Math.max(runningHigh[i]!, high[i]!);
    runningLow[i + 1] = Math.min(runningLow[i]!, low[i]!);
  }
  return { open, high, low, close, cumulativeVolume, runningHigh, runningLow };
}

/** Splits a session at the zone's wall-clock hours (DST days included). */
function hourBlocks(session: Session, zone: string): Int32Array {
  const starts = [0];
  const startOffset = zoneOffsetMs(zone, session.start);
  if (startOffset === zoneOffsetMs(zone, session.end - 1)) {
    const minuteOfHour = Math.floor((session.start + startOffset) / 60_000) % 60;
    for (let i = minuteOfHour === 0 ? 60 : 60 - minuteOfHour; i < session.minutes; i += 60)
      starts.push(i);
  } else {
    for (let i = 1; i < session.minutes; i++) {
      const t = session.start + i * 60_000;
      if ((t + zoneOffsetMs(zone, t)) % 3_600_000 === 0) starts.push(i);
    }
  }
  starts.push(session.minutes);
  return Int32Array.from(starts);
}

export function buildDayPath(
  seedHash: number,
  instrumentId: number,
  bar: DayBar,
  session: Session,
  zone: string,
): DayPath {
  const blockStart = hourBlocks(session, zone);
  const count = blockStart.length - 1;
  const rng = new Rng(hashInts(seedHash, instrumentId, bar.day, Salt.Blocks));
  const blocks = refine(rng, bar, count, (i) => {
    // Busier near the open and the close, like real sessions; in proportion to block length.
    const u = (blockStart[i]! + blockStart[i + 1]!) / session.minutes - 1;
    return (blockStart[i + 1]! - blockStart[i]!) * (1 + 1.5 * u * u);
  });
  return { session, blockStart, blocks };
}

export function buildBlockMinutes(
  seedHash: number,
  instrumentId: number,
  path: DayPath,
  block: number,
): SubBars {
  const minutes = path.blockStart[block + 1]! - path.blockStart[block]!;
  const rng = new Rng(hashInts(seedHash, instrumentId, path.session.day, block, Salt.Minutes));
  return refine(rng, subBar(path.blocks, block), minutes, () => 1);
}

/**
 * Prices at each second of one minute (length 61: second 0 is the minute's open, 60 its
 * close), touching the minute's high and low — the live ticks inside that minute.
 */
export function buildSecondPath(
  seedHash: number,
  instrumentId: number,
  day: number,
  sessionMinute: number,
  minute: Ohlcv,
): Float64Array {
  const out = new Float64Array(SECONDS_PER_MINUTE + 1);
  const rng = new Rng(hashInts(seedHash, instrumentId, day, sessionMinute, Salt.Seconds));
  touchingBridge(rng, SECONDS_PER_MINUTE, minute.open, minute.close, minute.low, minute.high, out);
  return out;
}

export function subBar(bars: SubBars, i: number): Ohlcv {
  return {
    open: bars.open[i]!,
    high: bars.high[i]!,
    low: bars.low[i]!,
    close: bars.close[i]!,
    volume: bars.cumulativeVolume[i + 1]! - bars.cumulativeVolume[i]!,
  };
}
