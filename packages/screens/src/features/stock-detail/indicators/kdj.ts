import { extremes, type IndicatorLine, type PriceBar } from './series';

export interface KdjLines {
  k: IndicatorLine;
  d: IndicatorLine;
  j: IndicatorLine;
}

/**
 * RSV when the window has no range (high = low). KLineChart divides by 1 there, and the close
 * then equals the low, so it draws 0; users compare our lines with that.
 */
const FLAT_RSV = 0;

/** K and D before the first full window, the convention every KDJ shares. */
const START = 50;

/**
 * KDJ (n, m1, m2) as KLineChart computes it, from the n-th candle on:
 * RSV = (C − LLV(L, n)) / (HHV(H, n) − LLV(L, n)) × 100,
 * K = ((m1 − 1)·K₋₁ + RSV) / m1, D = ((m2 − 1)·D₋₁ + K) / m2, J = 3K − 2D, with K₋₁ = D₋₁ = 50.
 */
export function kdj(
  bars: readonly PriceBar[],
  period: number,
  kSmoothing: number,
  dSmoothing: number,
): KdjLines {
  const k: IndicatorLine = new Array<number | null>(bars.length).fill(null);
  const d: IndicatorLine = new Array<number | null>(bars.length).fill(null);
  const j: IndicatorLine = new Array<number | null>(bars.length).fill(null);
  let previousK = START;
  let previousD = START;
  for (let i = period - 1; i < bars.length; i++) {
    const { high, low } = extremes(bars, i - period + 1, i);
    const rsv =
      high === low ? FLAT_RSV : (((bars[i] as PriceBar).close - low) / (high - low)) * 100;
    previousK = ((kSmoothing - 1) * previousK + rsv) / kSmoothing;
    previousD = ((dSmoothing - 1) * previousD + previousK) / dSmoothing;
    k[i] = previousK;
    d[i] = previousD;
    j[i] = 3 * previousK - 2 * previousD;
  }
  return { k, d, j };
}
