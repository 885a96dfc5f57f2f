/**
 * Prints: candles aggregated (M ticks/s) by CandleSeries and by the pure applyTick, tick frames
 * parsed per second, and the batcher's notifications and time per frame for a 10,000-tick burst
 * over 500 symbols. Run with `pnpm --filter @trading/market-feed bench`.
 */
import {
  parseServerMessage,
  type Candle,
  type KlinePeriod,
  type TickEvent,
} from '@trading/contract';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { applyTick } from '../src/apply-tick.js';
import { CandleSeries } from '../src/candle-series.js';
import { createTickBatcher } from '../src/tick-batcher.js';

const START = Date.parse('2024-11-01T00:00:00Z');

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function seriesRate(period: KlinePeriod, timeZone: string, ticks: number, stepMs: number): number {
  const times = new Float64Array(ticks);
  const prices = new Float64Array(ticks);
  let price = 100;
  for (let i = 0; i < ticks; i++) {
    times[i] = START + i * stepMs;
    price += Math.random() - 0.5;
    prices[i] = price;
  }
  const rates: number[] = [];
  for (let run = 0; run < 5; run++) {
    const series = new CandleSeries(period, timeZone);
    const began = performance.now();
    for (let i = 0; i < ticks; i++) series.apply(times[i] as number, prices[i] as number, 1);
    rates.push(ticks / ((performance.now() - began) / 1000));
  }
  return median(rates);
}

/** The ceiling for comparison: a bare typed-array OHLC loop on a fixed UTC minute grid. */
function bareLoopRate(ticks: number, stepMs: number): number {
  const times = new Float64Array(ticks);
  const prices = new Float64Array(ticks);
  for (let i = 0; i < ticks; i++) {
    times[i] = START + i * stepMs;
    prices[i] = 100 + Math.sin(i);
  }
  const rates: number[] = [];
  for (let run = 0; run < 5; run++) {
    const size = Math.ceil((ticks * stepMs) / 60_000) + 2;
    const highs = new Float64Array(size);
    const lows = new Float64Array(size);
    const closes = new Float64Array(size);
    const volumes = new Float64Array(size);
    let index = 0;
    let end = 0;
    const began = performance.now();
    for (let i = 0; i < ticks; i++) {
      const time = times[i] as number;
      const price = prices[i] as number;
      if (time >= end) {
        index++;
        end = time - (time % 60_000) + 60_000;
        highs[index] = price;
        lows[index] = price;
      }
      if (price > (highs[index] as number)) highs[index] = price;
      if (price < (lows[index] as number)) lows[index] = price;
      closes[index] = price;
      volumes[index] = (volumes[index] as number) + 1;
    }
    rates.push(ticks / ((performance.now() - began) / 1000));
  }
  return median(rates);
}

function pureRate(ticks: number): number {
  let candles: readonly Candle[] = [];
  for (let i = 0; i < 100; i++)
    candles = applyTick(
      candles,
      { timestamp: START / 1000 + i * 60, price: 100, volume: 1 },
      'MIN1',
      'Africa/Lagos',
    );
  const from = START / 1000 + 100 * 60;
  const began = performance.now();
  for (let i = 0; i < ticks; i++)
    candles = applyTick(
      candles,
      { timestamp: from + i * 0.01, price: 100 + (i % 7), volume: 1 },
      'MIN1',
      'Africa/Lagos',
    );
  return ticks / ((performance.now() - began) / 1000);
}

function parseRate(frames: number): number {
  const frame = JSON.stringify({
    event: 'tick',
    symbol: 'DANGCEM',
    exchange: 'NSENG',
    timestamp: 1_730_419_200,
    price: 512.5,
    volume: 120,
    priceChange: 2.5,
    percentChange: 0.49,
  } satisfies TickEvent);
  const began = performance.now();
  for (let i = 0; i < frames; i++) if (!parseServerMessage(frame).ok) throw new Error('bad frame');
  return frames / ((performance.now() - began) / 1000);
}

function batcherFrames(symbols: number, ticksPerFrame: number, frames: number) {
  let flush: () => void = () => {};
  const batcher = createTickBatcher({ schedule: (callback) => (flush = callback) });
  const keys: string[] = [];
  let notifications = 0;
  for (let s = 0; s < symbols; s++) {
    keys.push(`NSENG:S${s}`);
    // One row and one header-like consumer per symbol, as a list plus a pinned quote would have.
    batcher.subscribe(keys[s] as string, () => notifications++);
  }
  const ticks: TickEvent[] = [];
  for (let i = 0; i < ticksPerFrame; i++) {
    const s = i % symbols;
    ticks.push({
      event: 'tick',
      symbol: `S${s}`,
      exchange: 'NSENG',
      timestamp: 1_730_419_200 + i,
      price: 100 + i,
      volume: 1,
      priceChange: 1,
      percentChange: 1,
    });
  }
  const times: number[] = [];
  const perFrame: number[] = [];
  // CPU time is what the frame costs; wall time also counts being preempted on a busy machine.
  const cpuBefore = process.cpuUsage();
  for (let f = 0; f < frames; f++) {
    notifications = 0;
    const began = performance.now();
    for (let i = 0; i < ticksPerFrame; i++)
      batcher.push(ticks[i] as TickEvent, keys[i % symbols] as string);
    flush();
    times.push(performance.now() - began);
    perFrame.push(notifications);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = times.slice(10).sort((a, b) => a - b);
  return {
    notifications: median(perFrame),
    cpuMsPerFrame: (cpu.user + cpu.system) / 1000 / frames,
    medianMs: median(sorted),
    p99Ms: sorted[Math.floor(sorted.length * 0.99)] as number,
  };
}

const m = (rate: number) => `${(rate / 1e6).toFixed(1)} M/s`;

// Two shared cores: a load average well above 1 means the figures below are pessimistic.
console.log(`Load average (1 min) at start: ${(loadavg()[0] as number).toFixed(2)}`);
const burst = batcherFrames(500, 10_000, 300);
console.log(
  `Batcher, 10,000 ticks over 500 symbols per frame (300 frames): ${burst.notifications} notifications/frame, ` +
    `${burst.medianMs.toFixed(3)} ms median, ${burst.p99Ms.toFixed(3)} ms p99 wall time, ` +
    `${burst.cpuMsPerFrame.toFixed(3)} ms mean CPU time per frame`,
);

console.log('Candle aggregation, CandleSeries (typed arrays), 10 M ticks, median of 5 runs:');
for (const [period, zone, step] of [
  ['MIN1', 'Africa/Lagos', 10],
  ['MIN1', 'America/New_York', 10],
  ['DAY', 'Asia/Kolkata', 10],
  ['MONTH', 'America/Sao_Paulo', 1_000],
  ['MIN1', 'America/New_York', 2_000],
] as const) {
  console.log(
    `  ${period.padEnd(5)} ${zone.padEnd(18)} one tick every ${String(step).padStart(5)} ms: ${m(seriesRate(period, zone, 10_000_000, step))} ticks`,
  );
}
console.log(
  `  bare typed-array loop, UTC minutes, no time zone (the ceiling): ${m(bareLoopRate(10_000_000, 10))} ticks`,
);
console.log(
  `Candle aggregation, pure applyTick on 100 candles (copies the list per tick): ${m(pureRate(500_000))} ticks`,
);
console.log(
  `Tick frames parsed and validated by the contract schema: ${m(parseRate(300_000))} frames`,
);
