import type { Candle } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { mergeHistory } from '../src/merge-history.js';

const candle = (minute: number, close = minute): Candle => ({
  timestamp: minute * 60_000,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
  turnover: close,
});
const minutes = (candles: readonly Candle[]) => candles.map((c) => c.timestamp / 60_000);

describe('mergeHistory', () => {
  it('reverses a newest-first page into oldest-first order for an empty chart', () => {
    expect(minutes(mergeHistory([], [candle(3), candle(2), candle(1)]))).toEqual([1, 2, 3]);
  });

  it('puts an older page in front', () => {
    const existing = [candle(10), candle(11), candle(12)];
    expect(minutes(mergeHistory(existing, [candle(9), candle(8), candle(7)]))).toEqual([
      7, 8, 9, 10, 11, 12,
    ]);
  });

  it('drops overlapping candles, keeping the existing (live) one', () => {
    const existing = [candle(10, 100), candle(11, 111)];
    const merged = mergeHistory(existing, [candle(11, -1), candle(10, -1), candle(9), candle(9)]);
    expect(minutes(merged)).toEqual([9, 10, 11]);
    expect(merged[1]?.close).toBe(100);
    expect(merged[2]?.close).toBe(111);
  });

  it('returns the same array when the page adds nothing', () => {
    const existing = [candle(10), candle(11)];
    expect(mergeHistory(existing, [candle(11), candle(10)])).toBe(existing);
    expect(mergeHistory(existing, [])).toBe(existing);
  });

  it('sorts a page that arrives out of order', () => {
    expect(minutes(mergeHistory([candle(10)], [candle(7), candle(9), candle(8)]))).toEqual([
      7, 8, 9, 10,
    ]);
  });
});
