import { extremes, type PriceBar } from './series';

export interface KdjLines {
  k: number[];
  d: number[];
  j: number[];
}

/** RSV when the window has no range (high = low): neutral rather than a division by zero. */
const FLAT_RSV = 50;

/**
 * KDJ (9, 3, 3): RSV = (C − LLV(L, n)) / (HHV(H, n) − LLV(L, n)) × 100 over the last n bars
 * (fewer at the start), K = ⅔·K₋₁ + ⅓·RSV, D = ⅔·D₋₁ + ⅓·K, J = 3K − 2D, with K₋₁ = D₋₁ = 50.
 */
export function kdj(bars: readonly PriceBar[], period = 9): KdjLines {
  const k: number[] = new Array<number>(bars.length);
  const d: number[] = new Array<number>(bars.length);
  const j: number[] = new Array<number>(bars.length);
  let previousK = 50;
  let previousD = 50;
  for (let i = 0; i < bars.length; i++) {
    const { high, low } = extremes(bars, Math.max(0, i - period + 1), i);
    const rsv =
      high === low ? FLAT_RSV : (((bars[i] as PriceBar).close - low) / (high - low)) * 100;
    previousK = (2 / 3) * previousK + rsv / 3;
    previousD = (2 / 3) * previousD + previousK / 3;
    k[i] = previousK;
    d[i] = previousD;
    j[i] = 3 * previousK - 2 * previousD;
  }
  return { k, d, j };
}
