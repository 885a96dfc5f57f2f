import { describe, expect, it } from 'vitest';
import { kdj } from './kdj';

const bars = [
  { high: 10, low: 8, close: 9 },
  { high: 12, low: 9, close: 12 },
  { high: 11, low: 7, close: 8 },
];

describe('kdj', () => {
  it('follows RSV → K = ⅔K₋₁ + ⅓RSV → D = ⅔D₋₁ + ⅓K → J = 3K − 2D from K₀ = D₀ = 50', () => {
    // RSV: (9−8)/(10−8) = 50; (12−8)/(12−8) = 100; (8−7)/(12−7) = 20.
    // K: 50, 200/3, 460/9. D: 50, 500/9, 1460/27. J: 50, 800/9, 1220/27.
    const { k, d, j } = kdj(bars, 3);
    const expected = {
      k: [50, 200 / 3, 460 / 9],
      d: [50, 500 / 9, 1460 / 27],
      j: [50, 800 / 9, 1220 / 27],
    };
    expected.k.forEach((value, i) => expect(k[i]).toBeCloseTo(value, 10));
    expected.d.forEach((value, i) => expect(d[i]).toBeCloseTo(value, 10));
    expected.j.forEach((value, i) => expect(j[i]).toBeCloseTo(value, 10));
  });

  it('only looks back over its window: with n = 2 the fourth bar no longer sees the high of 12', () => {
    // Bars 3..4: HHV 11, LLV 7, close 9 → RSV 50 (with n = 3 it would be 40), so K = ⅔·460/9 + 50/3.
    const { k } = kdj([...bars, { high: 9, low: 9, close: 9 }], 2);
    expect(k[3]).toBeCloseTo(920 / 27 + 50 / 3, 10);
  });

  it('treats a window without range as neutral (RSV 50)', () => {
    const { k, d, j } = kdj([{ high: 5, low: 5, close: 5 }]);
    expect([k[0], d[0], j[0]]).toEqual([50, 50, 50]);
  });
});
