import { extremes, type PriceBar, type IndicatorLine } from './series';

/**
 * Williams %R on its original scale, −100 (close at the low) to 0 (close at the high):
 * (HHV(H, n) − C) / (HHV(H, n) − LLV(L, n)) × −100, null until n bars exist. A flat window is 0,
 * as KLineChart draws it, rather than a gap in the line.
 */
export function williamsR(bars: readonly PriceBar[], period: number): IndicatorLine {
  const out: IndicatorLine = new Array<number | null>(bars.length).fill(null);
  for (let i = period - 1; i < bars.length; i++) {
    const { high, low } = extremes(bars, i - period + 1, i);
    out[i] = high === low ? 0 : ((high - (bars[i] as PriceBar).close) / (high - low)) * -100;
  }
  return out;
}
