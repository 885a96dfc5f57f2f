import { describe, expect, it } from 'vitest';
import { kdj } from './kdj';

const bars = [
  { high: 10, low: 8, close: 9 },
  { high: 12, low: 9, close: 12 },
  { high: 11, low: 7, close: 8 },
];

describe('kdj', () => {
  it('follows RSV → K = ⅔K₋₁ + ⅓RSV → D = ⅔D₋₁ + ⅓K → J = 3K − 2D from K₀ = D₀ = 50', () => {
    // n = 1, so every bar is its own window: RSV 50, 100, 25.
    // K: 50, 200/3, 475/9. D: 50, 500/9, 1475/27. J: 50, 800/9, 1325/27.
    const { k, d, j } = kdj(bars, 1, 3, 3);
    const expected = {
      k: [50, 200 / 3, 475 / 9],
      d: [50, 500 / 9, 1475 / 27],
      j: [50, 800 / 9, 1325 / 27],
    };
    expected.k.forEach((value, i) => expect(k[i]).toBeCloseTo(value, 10));
    expected.d.forEach((value, i) => expect(d[i]).toBeCloseTo(value, 10));
    expected.j.forEach((value, i) => expect(j[i]).toBeCloseTo(value, 10));
  });

  it('starts at the n-th bar and looks back over n bars only', () => {
    // n = 2: bars 1..2 give HHV 12, LLV 8, RSV 100; bars 2..3 give HHV 12, LLV 7, RSV 20.
    const { k } = kdj(bars, 2, 3, 3);
    expect(k[0]).toBeNull();
    expect(k[1]).toBeCloseTo(200 / 3, 10);
    expect(k[2]).toBeCloseTo(400 / 9 + 20 / 3, 10);
  });

  it('smooths K and D over m1 and m2', () => {
    // RSV 50 → K = (1·50 + 50) / 2 = 50; RSV 100 → K = (50 + 100) / 2 = 75, D = (4·50 + 75) / 5 = 55.
    const { k, d } = kdj(bars, 1, 2, 5);
    expect(k[1]).toBe(75);
    expect(d[1]).toBe(55);
  });

  it('reads a window without range as RSV 0, as KLineChart does', () => {
    const { k, d, j } = kdj([{ high: 5, low: 5, close: 5 }], 1, 3, 3);
    // K = ⅔·50 = 100/3, D = ⅔·50 + ⅓·100/3 = 400/9, J = 100 − 800/9 = 100/9.
    expect(k[0]).toBeCloseTo(100 / 3, 10);
    expect(d[0]).toBeCloseTo(400 / 9, 10);
    expect(j[0]).toBeCloseTo(100 / 9, 10);
  });
});
