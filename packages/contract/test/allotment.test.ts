import { describe, expect, it } from 'vitest';
import { proRata } from '../src/allotment.js';

describe('proRata', () => {
  it('gives everyone what they asked when enough is available', () => {
    expect(
      proRata(
        [
          { id: 1, shares: 300, unit: 100 },
          { id: 2, shares: 200, unit: 100 },
        ],
        1000,
      ),
    ).toEqual([
      { id: 1, shares: 300 },
      { id: 2, shares: 200 },
    ]);
  });

  it('shares out in proportion, rounded down to whole units', () => {
    expect(
      proRata(
        [
          { id: 1, shares: 600, unit: 100 },
          { id: 2, shares: 300, unit: 100 },
          { id: 3, shares: 100, unit: 100 },
        ],
        500,
      ),
    ).toEqual([
      { id: 1, shares: 300 },
      { id: 2, shares: 100 },
      { id: 3, shares: 0 },
    ]);
  });

  it('leaves out applications without a quantity', () => {
    expect(proRata([{ id: 1, shares: 0, unit: 1 }], 100)).toEqual([]);
  });
});
