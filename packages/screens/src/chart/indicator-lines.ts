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
  /** Stable per indicator and line, e.g. "MA-MA5": the chart finds its series by it. */
  id: string;
  name: string;
  type: 'line' | 'column';
  values: IndicatorLine;
}

const MA_PERIODS = [5, 10, 20] as const;

/** The lines of one indicator for the candles (oldest first). */
export function indicatorSeries(
  kind: IndicatorKind,
  candles: readonly Candle[],
): IndicatorSeries[] {
  const closes = candles.map((candle) => candle.close);
  const line = (name: string, values: IndicatorLine, type: 'line' | 'column' = 'line') => ({
    id: `${kind}-${name}`,
    name,
    type,
    values,
  });
  switch (kind) {
    case 'MA':
      return MA_PERIODS.map((n) => line(`MA${n}`, simpleMovingAverage(closes, n)));
    case 'BOLL': {
      const { middle, upper, lower } = bollingerBands(closes);
      return [line('MID', middle), line('UPPER', upper), line('LOWER', lower)];
    }
    case 'MACD': {
      const { dif, dea, histogram } = macd(closes);
      return [line('MACD', histogram, 'column'), line('DIF', dif), line('DEA', dea)];
    }
    case 'KDJ': {
      const { k, d, j } = kdj(candles);
      return [line('K', k), line('D', d), line('J', j)];
    }
    case 'RSI':
      return [line('RSI14', rsi(closes))];
    case 'WR':
      return [line('WR14', williamsR(candles))];
  }
}
