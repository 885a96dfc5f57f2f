import { describe, expect, it } from 'vitest';
import { macd } from './macd';

describe('macd', () => {
  it('fast 1, slow 2, signal 2 on 2, 4, 6, 10: DIF from the 2nd candle, DEA and bars from the 3rd', () => {
    // EMA(1) is the close; EMA(2) (α = ⅔) is 3, then (12 + 3) / 3 = 5, then (20 + 5) / 3 = 25/3.
    // DIF 1, 1, 5/3; DEA mean(1, 1) = 1, then (10/3 + 1) / 3 = 13/9.
    const { dif, dea, histogram } = macd([2, 4, 6, 10], 1, 2, 2);
    expect(dif).toEqual([null, 1, 1, 10 - 25 / 3]);
    expect(dea.slice(0, 3)).toEqual([null, null, 1]);
    expect(dea[3]).toBeCloseTo(13 / 9, 12);
    expect(histogram.slice(0, 3)).toEqual([null, null, 0]);
    expect(histogram[3]).toBeCloseTo(2 * (5 / 3 - 13 / 9), 12);
  });

  it("waits for KLineChart's full windows with 12, 26, 9: DIF from index 25, DEA and bars from 33", () => {
    const closes = Array.from({ length: 40 }, (_, i) => 10 + Math.sin(i));
    const { dif, dea, histogram } = macd(closes, 12, 26, 9);
    const firstValue = (line: (number | null)[]) => line.findIndex((value) => value !== null);
    expect(firstValue(dif)).toBe(25);
    expect(firstValue(dea)).toBe(33);
    expect(firstValue(histogram)).toBe(33);
  });

  it('is flat at zero for a flat price once it starts', () => {
    const { dif, dea, histogram } = macd(new Array<number>(40).fill(7), 12, 26, 9);
    expect(dif.slice(25).every((value) => value === 0)).toBe(true);
    expect([...dea.slice(33), ...histogram.slice(33)].every((value) => value === 0)).toBe(true);
  });
});
