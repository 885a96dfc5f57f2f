import { describe, expect, it } from 'vitest';
import { exponentialMovingAverage, simpleMovingAverage } from './moving-average';

describe('moving averages', () => {
  it('SMA(3) of 1..5 is empty for two candles, then 2, 3, 4', () => {
    expect(simpleMovingAverage([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
  });

  it('EMA(3) (α = ½) of 2, 4, 6, 10 starts at the mean of the first three (4), then 7', () => {
    expect(exponentialMovingAverage([2, 4, 6, 10], 3)).toEqual([null, null, 4, 7]);
  });

  it('EMA(2) (α = ⅔) of a line still warming up counts its window from the first value', () => {
    expect(exponentialMovingAverage([null, null, 1, 3, 5], 2)).toEqual([null, null, null, 2, 4]);
  });

  it('EMA has no value while the window is not full', () => {
    expect(exponentialMovingAverage([1, 2], 3)).toEqual([null, null]);
    expect(exponentialMovingAverage([null, null], 1)).toEqual([null, null]);
  });
});
