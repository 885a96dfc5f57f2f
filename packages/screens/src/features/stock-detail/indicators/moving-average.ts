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
 * Exponential moving average with α = 2 / (period + 1), seeded with the mean of the first
 * `period` values: null until a full window exists, as KLineChart (and TA-Lib) draw it. A line
 * that is itself still warming up (MACD's DIF) is read from its first value on.
 */
export function exponentialMovingAverage(
  values: readonly (number | null)[],
  period: number,
): IndicatorLine {
  const out: IndicatorLine = new Array<number | null>(values.length).fill(null);
  const first = values.findIndex((value) => value !== null);
  if (first < 0) return out;
  const seedAt = first + period - 1;
  let sum = 0;
  let previous = 0;
  for (let i = first; i < values.length; i++) {
    const value = values[i] as number;
    if (i < seedAt) sum += value;
    else if (i === seedAt) previous = (sum + value) / period;
    // KLineChart's form of α·value + (1 − α)·previous, so both round alike.
    else previous = (2 * value + (period - 1) * previous) / (period + 1);
    if (i >= seedAt) out[i] = previous;
  }
  return out;
}
