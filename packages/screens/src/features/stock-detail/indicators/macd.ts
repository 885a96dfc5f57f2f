import { exponentialMovingAverage } from './moving-average';
import type { IndicatorLine } from './series';

export interface MacdLines {
  /** EMA(fast) − EMA(slow), from the slower window's last candle on. */
  dif: IndicatorLine;
  /** EMA(signal) of DIF, from `signal` DIF values on. */
  dea: IndicatorLine;
  /** 2 × (DIF − DEA), the bar height retail apps in these markets draw. */
  histogram: IndicatorLine;
}

/**
 * MACD as KLineChart computes it: every EMA seeded with the mean of its first window, so with
 * (12, 26, 9) DIF starts at the 26th candle and DEA and the bars at the 34th.
 */
export function macd(
  closes: readonly number[],
  fast: number,
  slow: number,
  signal: number,
): MacdLines {
  const fastEma = exponentialMovingAverage(closes, fast);
  const slowEma = exponentialMovingAverage(closes, slow);
  const dif = fastEma.map((value, i) => {
    const slower = slowEma[i] ?? null;
    return value === null || slower === null ? null : value - slower;
  });
  const dea = exponentialMovingAverage(dif, signal);
  const histogram = dif.map((value, i) => {
    const average = dea[i] ?? null;
    return value === null || average === null ? null : 2 * (value - average);
  });
  return { dif, dea, histogram };
}
