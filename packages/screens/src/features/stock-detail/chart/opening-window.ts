import type { Candle } from '@trading/contract';

/** Candles shown when a chart opens; older ones are a pan away. */
export const INITIAL_VISIBLE_CANDLES = 60;

/**
 * The window a chart opens on: the last {@link INITIAL_VISIBLE_CANDLES} candles, up to the
 * newest (undefined ends mean "up to the data's end", so live candles stay in view).
 */
export function initialWindowStart(candles: readonly Candle[]): number | undefined {
  return candles.length > INITIAL_VISIBLE_CANDLES
    ? candles[candles.length - INITIAL_VISIBLE_CANDLES]?.timestamp
    : undefined;
}
