import type { Candle } from '@trading/contract';
import { bollingerBands } from '../indicators/boll';
import { kdj } from '../indicators/kdj';
import { macd } from '../indicators/macd';
import { simpleMovingAverage } from '../indicators/moving-average';
import { rsi } from '../indicators/rsi';
import type { IndicatorLine } from '../indicators/series';
import { williamsR } from '../indicators/williams-r';
import type { IndicatorKind } from './indicator-kind';

/** One drawn line (or bar set) of an indicator, one value per candle. */
export interface IndicatorSeries {
  /**
   * The indicator and the line's place in it, e.g. "MA-0": the chart finds its series by it,
   * and a user may give two lines the same period.
   */
  id: string;
  name: string;
  type: 'line' | 'column';
  values: IndicatorLine;
}

/** The lines of one indicator for the candles (oldest first), drawn with `params`. */
export function indicatorSeries(
  kind: IndicatorKind,
  candles: readonly Candle[],
  params: readonly number[],
): IndicatorSeries[] {
  const closes = candles.map((candle) => candle.close);
  // The numbers come checked against the kind's specs, so there are as many as it reads.
  const [first, second, third] = params as [number, number, number];
  const lines = (
    named: [name: string, values: IndicatorLine, type?: 'line' | 'column'][],
  ): IndicatorSeries[] =>
    named.map(([name, values, type = 'line'], i) => ({ id: `${kind}-${i}`, name, type, values }));
  switch (kind) {
    case 'MA':
      return lines(params.map((n) => [`MA${n}`, simpleMovingAverage(closes, n)]));
    case 'BOLL': {
      const { middle, upper, lower } = bollingerBands(closes, first, second);
      return lines([
        ['MID', middle],
        ['UPPER', upper],
        ['LOWER', lower],
      ]);
    }
    case 'MACD': {
      const { dif, dea, histogram } = macd(closes, first, second, third);
      return lines([
        ['MACD', histogram, 'column'],
        ['DIF', dif],
        ['DEA', dea],
      ]);
    }
    case 'KDJ': {
      const { k, d, j } = kdj(candles, first, second, third);
      return lines([
        ['K', k],
        ['D', d],
        ['J', j],
      ]);
    }
    case 'RSI':
      return lines(params.map((n) => [`RSI${n}`, rsi(closes, n)]));
    case 'WR':
      return lines(params.map((n) => [`WR${n}`, williamsR(candles, n)]));
  }
}
