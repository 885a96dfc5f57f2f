import { describe, expect, it } from 'vitest';
import { candles } from '../testing/render-stock-detail';
import { INDICATORS } from './indicator-kind';
import { indicatorSeries } from './indicator-lines';
import { DEFAULT_INDICATOR_PARAMS } from './indicator-params';

const data = candles(40);
const lines = (kind: (typeof INDICATORS)[number], params = DEFAULT_INDICATOR_PARAMS[kind]) =>
  indicatorSeries(kind, data, params);
const firstValue = (values: (number | null)[]) => values.findIndex((value) => value !== null);

describe('indicatorSeries', () => {
  it("names the lines after KLineChart's default parameters", () => {
    expect(
      Object.fromEntries(INDICATORS.map((kind) => [kind, lines(kind).map((l) => l.name)])),
    ).toEqual({
      MA: ['MA5', 'MA10', 'MA30', 'MA60'],
      BOLL: ['MID', 'UPPER', 'LOWER'],
      MACD: ['MACD', 'DIF', 'DEA'],
      KDJ: ['K', 'D', 'J'],
      RSI: ['RSI6', 'RSI12', 'RSI24'],
      WR: ['WR6', 'WR10', 'WR14'],
    });
  });

  it('follows the parameters it is given, with ids that stay apart when two periods match', () => {
    const ma = lines('MA', [7, 7]);
    expect(ma.map((line) => [line.id, line.name])).toEqual([
      ['MA-0', 'MA7'],
      ['MA-1', 'MA7'],
    ]);
    expect(firstValue(ma[0]!.values)).toBe(6);
  });

  it('starts each line where its window is full, as KLineChart does', () => {
    const starts = (kind: (typeof INDICATORS)[number]) =>
      Object.fromEntries(lines(kind).map((line) => [line.name, firstValue(line.values)]));
    expect(starts('MACD')).toEqual({ DIF: 25, DEA: 33, MACD: 33 });
    expect(starts('KDJ')).toEqual({ K: 8, D: 8, J: 8 });
    expect(starts('RSI')).toEqual({ RSI6: 6, RSI12: 12, RSI24: 24 });
    expect(starts('WR')).toEqual({ WR6: 5, WR10: 9, WR14: 13 });
    expect(starts('BOLL')).toEqual({ MID: 19, UPPER: 19, LOWER: 19 });
    // Forty candles are not enough for MA60.
    expect(starts('MA')).toEqual({ MA5: 4, MA10: 9, MA30: 29, MA60: -1 });
  });
});
