import { describe, expect, it } from 'vitest';
import { macd } from './macd';

describe('macd', () => {
  it('fast 1, slow 3, signal 3 on 2, 4, 6: DIF 0, 1, 1.5; DEA 0, .5, 1; bars 0, 1, 1', () => {
    expect(macd([2, 4, 6], 1, 3, 3)).toEqual({
      dif: [0, 1, 1.5],
      dea: [0, 0.5, 1],
      histogram: [0, 1, 1],
    });
  });

  it('is flat at zero for a flat price with the default 12, 26, 9', () => {
    const { dif, dea, histogram } = macd(new Array<number>(40).fill(7));
    expect([...dif, ...dea, ...histogram].every((value) => value === 0)).toBe(true);
  });
});
