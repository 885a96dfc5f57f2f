import { describe, expect, it } from 'vitest';
import { fitsRange } from './plot-range';

describe('fitsRange', () => {
  const range = { min: 90, max: 110 };

  it('takes a candle whose open, high, low and close are all inside the range, ends included', () => {
    expect(fitsRange([1, 95, 110, 90, 100], range)).toBe(true);
  });

  it('refuses a candle whose high or low is past an end', () => {
    expect(fitsRange([1, 95, 110.01, 92, 100], range)).toBe(false);
    expect(fitsRange([1, 95, 105, 89.99, 100], range)).toBe(false);
  });

  it('ignores the x value and a missing (null) value', () => {
    expect(fitsRange([5_000, null], range)).toBe(true);
    expect(fitsRange([5_000, 120], range)).toBe(false);
  });

  it('refuses when the axis has no range yet or the row is not an array', () => {
    expect(fitsRange([1, 100], { min: null, max: 110 })).toBe(false);
    expect(fitsRange([1, 100], {})).toBe(false);
    expect(fitsRange(100, range)).toBe(false);
  });
});
