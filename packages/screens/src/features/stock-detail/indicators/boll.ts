import type { IndicatorLine } from './series';
import { simpleMovingAverage } from './moving-average';

export interface BollLines {
  middle: IndicatorLine;
  upper: IndicatorLine;
  lower: IndicatorLine;
}

/** Bollinger bands: SMA(period) ± width × population standard deviation over the same window. */
export function bollingerBands(
  closes: readonly number[],
  period: number,
  width: number,
): BollLines {
  const middle = simpleMovingAverage(closes, period);
  const upper: IndicatorLine = new Array<number | null>(closes.length).fill(null);
  const lower: IndicatorLine = new Array<number | null>(closes.length).fill(null);
  for (let i = period - 1; i < closes.length; i++) {
    const mean = middle[i] as number;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) squares += ((closes[j] as number) - mean) ** 2;
    const deviation = Math.sqrt(squares / period);
    upper[i] = mean + width * deviation;
    lower[i] = mean - width * deviation;
  }
  return { middle, upper, lower };
}
