import { exponentialMovingAverage } from './moving-average';

export interface MacdLines {
  /** EMA(fast) − EMA(slow). */
  dif: number[];
  /** EMA(signal) of DIF. */
  dea: number[];
  /** 2 × (DIF − DEA), the bar height retail apps in these markets draw. */
  histogram: number[];
}

/** MACD (12, 26, 9) with every EMA seeded on its first value. */
export function macd(closes: readonly number[], fast = 12, slow = 26, signal = 9): MacdLines {
  const fastEma = exponentialMovingAverage(closes, fast);
  const slowEma = exponentialMovingAverage(closes, slow);
  const dif = fastEma.map((value, i) => value - (slowEma[i] as number));
  const dea = exponentialMovingAverage(dif, signal);
  const histogram = dif.map((value, i) => 2 * (value - (dea[i] as number)));
  return { dif, dea, histogram };
}
