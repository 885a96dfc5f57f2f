import { describe, expect, it } from 'vitest';
import { williamsR } from './williams-r';

describe('williamsR', () => {
  it('WR(2): (HHV − C) / (HHV − LLV) × −100 over the last two bars', () => {
    const line = williamsR(
      [
        { high: 10, low: 8, close: 9 },
        { high: 12, low: 9, close: 11 },
        { high: 11, low: 10, close: 10 },
      ],
      2,
    );
    // (12 − 11) / (12 − 8) = −25; (12 − 10) / (12 − 9) = −66.667.
    expect(line[0]).toBeNull();
    expect(line[1]).toBe(-25);
    expect(line[2]).toBeCloseTo(-200 / 3, 10);
  });

  it('is 0 for a flat window, as KLineChart draws it', () => {
    expect(williamsR([{ high: 3, low: 3, close: 3 }], 1)).toEqual([0]);
  });
});
