import { extremes, type PriceBar, type IndicatorLine } from './series';

/**
 * Williams %R on its original scale, −100 (close at the low) to 0 (close at the high):
 * (HHV(H, n) − C) / (HHV(H, n) − LLV(L, n)) × −100. Null until n bars exist or when the window is flat.
 */
export function williamsR(bars: readonly PriceBar[], period = 14): IndicatorLine {
  const out: IndicatorLine = new Array<number | null>(bars.length).fill(null);
  for (let i = period - 1; i < bars.length; i++) {
    const { high, low } = extremes(bars, i - period + 1, i);
    if (high !== low) out[i] = ((high - (bars[i] as PriceBar).close) / (high - low)) * -100;
  }
  return out;
}
