/** What every indicator reads: the candles' prices, oldest first. */
export interface PriceBar {
  high: number;
  low: number;
  close: number;
}

/** One value per candle, aligned with the candles; null where the window is not full yet. */
export type IndicatorLine = (number | null)[];

/** Highest high and lowest low of bars[from..to] inclusive. */
export function extremes(
  bars: readonly PriceBar[],
  from: number,
  to: number,
): { high: number; low: number } {
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (let i = from; i <= to; i++) {
    const bar = bars[i] as PriceBar;
    if (bar.high > high) high = bar.high;
    if (bar.low < low) low = bar.low;
  }
  return { high, low };
}
