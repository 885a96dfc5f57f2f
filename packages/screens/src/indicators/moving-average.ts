import type { IndicatorLine } from './series';

/** Simple moving average of `values` over `period`; null until `period` values exist. */
export function simpleMovingAverage(values: readonly number[], period: number): IndicatorLine {
  const out: IndicatorLine = new Array<number | null>(values.length).fill(null);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i] as number;
    if (i >= period) sum -= values[i - period] as number;
    if (i >= period - 1) out[i] = sum / period;
  }
  return out;
}

/**
 * Exponential moving average with α = 2 / (period + 1), seeded with the first value so it has
 * a value from the first candle (the convention of the MACD most retail apps draw).
 */
export function exponentialMovingAverage(values: readonly number[], period: number): number[] {
  const alpha = 2 / (period + 1);
  const out: number[] = new Array<number>(values.length);
  // Seeding with the first value makes the first EMA equal to it.
  let previous = values[0] as number;
  for (let i = 0; i < values.length; i++) {
    previous = alpha * (values[i] as number) + (1 - alpha) * previous;
    out[i] = previous;
  }
  return out;
}
