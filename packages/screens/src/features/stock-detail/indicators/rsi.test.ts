import { describe, expect, it } from 'vitest';
import { rsi } from './rsi';

describe('rsi', () => {
  it("RSI(2) of 1, 2, 1.5, 2.5 with Wilder's smoothing: 66.667 then 85.714", () => {
    // Gains/losses: +1, −0.5, +1. First averages 0.5 / 0.25 → RS 2 → 100 − 100/3.
    // Then (0.5 + 1) / 2 = 0.75 and (0.25 + 0) / 2 = 0.125 → RS 6 → 100 − 100/7.
    const line = rsi([1, 2, 1.5, 2.5], 2);
    expect(line.slice(0, 2)).toEqual([null, null]);
    expect(line[2]).toBeCloseTo(100 - 100 / 3, 10);
    expect(line[3]).toBeCloseTo(100 - 100 / 7, 10);
  });

  it('is 100 when the price never fell', () => {
    expect(rsi([1, 2, 3], 2)[2]).toBe(100);
  });
});
