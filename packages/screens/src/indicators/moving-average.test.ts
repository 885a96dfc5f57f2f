import { describe, expect, it } from 'vitest';
import { exponentialMovingAverage, simpleMovingAverage } from './moving-average';

describe('moving averages', () => {
  it('SMA(3) of 1..5 is empty for two candles, then 2, 3, 4', () => {
    expect(simpleMovingAverage([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
  });

  it('EMA(3) (α = ½) of 2, 4, 6 starts at 2, then 3, then 4.5', () => {
    expect(exponentialMovingAverage([2, 4, 6], 3)).toEqual([2, 3, 4.5]);
  });
});
