import type { Candle } from '@trading/contract';
import { LABEL_INSET } from '../../../shared/chart/axis-style';

export { LABEL_INSET };

/** A character of a 10 px axis label, generously: digits are about 0.55 em in the app's fonts. */
export const CHAR_PX = 6;
/**
 * Characters every gutter fits, whatever the prices: oscillator labels to ±999.99 ("-100.00"),
 * so turning one on never moves the plot's edge.
 */
const LEAST_CHARS = 7;

/**
 * Pixels right of the plot for the value labels of every pane: the widest price label the
 * candles may bring (the highest high at full decimals, never shorter than an axis writes it).
 * Labels in a gutter of their own never cover the newest candles, nor the volume bar under a
 * "0". Fixed per drawing so the plot does not jump as labels change while panning.
 */
export function labelGutter(
  candles: readonly Candle[],
  writePrice: (value: number) => string,
): number {
  const highest = candles.reduce((high, candle) => Math.max(high, candle.high), 0);
  const chars = Math.max(LEAST_CHARS, candles.length === 0 ? 0 : writePrice(highest).length);
  return Math.ceil(LABEL_INSET * 2 + chars * CHAR_PX);
}
