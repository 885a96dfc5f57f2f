/** Share of the visible span that counts as "at the left edge" when panning back in time. */
export const EDGE_SHARE = 0.1;

/**
 * True when the visible window starts within a tenth of its width of the oldest candle loaded,
 * so the next older page is fetched before the user runs out of chart.
 */
export function isNearOldest(min: number, max: number, oldest: number): boolean {
  return min - oldest <= (max - min) * EDGE_SHARE;
}
