import { describe, expect, it } from 'vitest';
import { DEFAULT_INDICATOR_PARAMS } from './indicator-params';

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
});
