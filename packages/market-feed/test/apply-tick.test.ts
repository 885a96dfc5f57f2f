import type { Candle } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { applyTick } from '../src/apply-tick.js';

const seconds = (iso: string) => Date.parse(iso) / 1000;
const tick = (iso: string, price: number, volume = 1) => ({
  timestamp: seconds(iso),
  price,
  volume,
});
const candle = (iso: string, o: number, h: number, l: number, c: number, v = 0, t = 0): Candle => ({
  timestamp: Date.parse(iso),
  open: o,
  high: h,
  low: l,
  close: c,
  volume: v,
  turnover: t,
});

describe('applyTick', () => {
  it('creates the first candle from the first tick', () => {
    expect(applyTick([], tick('2024-05-06T10:07:30Z', 10, 5), 'MIN1', 'UTC')).toEqual([
      candle('2024-05-06T10:07:00Z', 10, 10, 10, 10, 5, 50),
    ]);
  });

  it('in the same bucket raises high, lowers low, sets close and adds volume and turnover', () => {
    let candles: readonly Candle[] = [candle('2024-05-06T10:07:00Z', 10, 11, 9, 10, 5, 50)];
    candles = applyTick(candles, tick('2024-05-06T10:07:10Z', 12, 2), 'MIN1', 'UTC');
    candles = applyTick(candles, tick('2024-05-06T10:07:20Z', 8, 3), 'MIN1', 'UTC');
    candles = applyTick(candles, tick('2024-05-06T10:07:59Z', 9.5, 1), 'MIN1', 'UTC');
    expect(candles).toEqual([
      candle('2024-05-06T10:07:00Z', 10, 12, 8, 9.5, 11, 50 + 24 + 24 + 9.5),
    ]);
  });

  it('in a later bucket opens a new candle at the previous close', () => {
    const candles = applyTick(
      [candle('2024-05-06T10:07:00Z', 10, 12, 9, 11)],
      tick('2024-05-06T10:09:05Z', 13, 2),
      'MIN1',
      'UTC',
    );
    expect(candles).toHaveLength(2);
    // No empty candle for the quiet minute 10:08: the chart shows a gap, as the history API does.
    expect(candles[1]).toEqual(candle('2024-05-06T10:09:00Z', 11, 13, 11, 13, 2, 26));
  });

  it('ignores a tick older than the last candle and returns the same list', () => {
    const candles = [candle('2024-05-06T10:07:00Z', 10, 12, 9, 11, 4, 40)];
    expect(applyTick(candles, tick('2024-05-06T10:06:59Z', 50), 'MIN1', 'UTC')).toBe(candles);
  });

  it('counts a repeated tick as another trade: OHLC unchanged, volume added', () => {
    const first = applyTick([], tick('2024-05-06T10:07:30Z', 10, 5), 'MIN1', 'UTC');
    const again = applyTick(first, tick('2024-05-06T10:07:30Z', 10, 5), 'MIN1', 'UTC');
    expect(again).toEqual([candle('2024-05-06T10:07:00Z', 10, 10, 10, 10, 10, 100)]);
  });

  it('puts a tick from before a candle’s end into that candle even when the candle is stamped off-grid', () => {
    // A history candle stamped 09:15 for an hour bucket we would start at 09:00.
    const candles = [candle('2024-05-06T09:15:00Z', 10, 10, 10, 10)];
    const next = applyTick(candles, tick('2024-05-06T09:40:00Z', 12), 'HOUR', 'UTC');
    expect(next).toEqual([candle('2024-05-06T09:15:00Z', 10, 12, 10, 12, 1, 12)]);
  });

  it('uses the market time zone for DAY candles (Asia/Kolkata)', () => {
    const day1 = applyTick([], tick('2024-05-06T18:29:00Z', 10), 'DAY', 'Asia/Kolkata');
    const day2 = applyTick(day1, tick('2024-05-06T18:30:00Z', 11), 'DAY', 'Asia/Kolkata');
    expect(day2.map((c) => new Date(c.timestamp).toISOString())).toEqual([
      '2024-05-05T18:30:00.000Z',
      '2024-05-06T18:30:00.000Z',
    ]);
  });

  it('does not mutate its input', () => {
    const candles = Object.freeze([Object.freeze(candle('2024-05-06T10:07:00Z', 10, 12, 9, 11))]);
    expect(() => applyTick(candles, tick('2024-05-06T10:07:30Z', 15), 'MIN1', 'UTC')).not.toThrow();
    expect(candles[0]?.high).toBe(12);
  });
});
