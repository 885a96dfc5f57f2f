import { describe, expect, it } from 'vitest';
import { INDICATORS } from './indicator-kind';
import { DEFAULT_INDICATOR_PARAMS, INDICATOR_PARAMS } from './indicator-params';

describe('indicator parameters', () => {
  it("default to KLineChart's calcParams", () => {
    expect(DEFAULT_INDICATOR_PARAMS).toEqual({
      MA: [5, 10, 30, 60],
      BOLL: [20, 2],
      MACD: [12, 26, 9],
      KDJ: [9, 3, 3],
      RSI: [6, 12, 24],
      WR: [6, 10, 14],
    });
  });

  it('keep every default inside the range a user may set', () => {
    for (const kind of INDICATORS) {
      for (const spec of INDICATOR_PARAMS[kind]) {
        expect(spec.default).toBeGreaterThanOrEqual(spec.min);
        expect(spec.default).toBeLessThanOrEqual(spec.max);
      }
    }
  });
});
