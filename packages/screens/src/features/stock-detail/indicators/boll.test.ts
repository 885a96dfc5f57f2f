import { describe, expect, it } from 'vitest';
import { bollingerBands } from './boll';

describe('bollingerBands', () => {
  it('BOLL(2, 1) of 2, 4, 6: mean ± one population deviation (1)', () => {
    expect(bollingerBands([2, 4, 6], 2, 1)).toEqual({
      middle: [null, 3, 5],
      upper: [null, 4, 6],
      lower: [null, 2, 4],
    });
  });

  it('BOLL(3, 2) of 1, 2, 3: σ = √(2/3), bands 2 ± 1.63299', () => {
    const { upper, lower } = bollingerBands([1, 2, 3], 3, 2);
    expect(upper[2]).toBeCloseTo(3.63299, 5);
    expect(lower[2]).toBeCloseTo(0.36701, 5);
  });
});
