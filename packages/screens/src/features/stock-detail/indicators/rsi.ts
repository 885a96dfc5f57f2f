import type { IndicatorLine } from './series';

/**
 * RSI with Wilder's smoothing: the first averages are the plain means of the first `period`
 * gains and losses, then avg = (avg₋₁ × (period − 1) + current) / period. 100 when nothing fell.
 */
export function rsi(closes: readonly number[], period: number): IndicatorLine {
  const out: IndicatorLine = new Array<number | null>(closes.length).fill(null);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < closes.length; i++) {
    const change = (closes[i] as number) - (closes[i - 1] as number);
    const up = change > 0 ? change : 0;
    const down = change < 0 ? -change : 0;
    if (i <= period) {
      gain += up / period;
      loss += down / period;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    if (i >= period) out[i] = loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
  }
  return out;
}
