/**
 * How the panes share the plot height: prices, volume, then one pane per oscillator (MACD, KDJ,
 * RSI, WR). Shares, not pixels: the chart fills whatever height the screen leaves it.
 */
const PRICE_SHARE = 3;
const VOLUME_SHARE = 1;
const OSCILLATOR_SHARE = 1.2;
/**
 * Prices keep at least this percent of the plot however many oscillators are on: they are what
 * the chart is read for, and with four oscillators their share alone would leave them a strip.
 * The other panes share what is left.
 */
const PRICE_LEAST_PERCENT = 50;
/**
 * Pixels each pane needs to stay readable; under that the chart stops shrinking. A lower pane
 * holds its title row (12 px) and a line or bars under it.
 */
const PRICE_MIN_PX = 150;
const VOLUME_MIN_PX = 30;
const OSCILLATOR_MIN_PX = 36;
/** Between two panes, in percent of the plot height. */
const GAP_PERCENT = 2;
/** Above the first pane, so its top price label is not cut. */
export const TOP_ROOM = 10;
/** Under the last pane, for the time axis labels. */
export const AXIS_ROOM = 28;

export interface PaneBox {
  /** Percent of the plot height, as Highcharts takes it, so a reflow keeps the shares. */
  top: string;
  height: string;
}

/** Where each pane sits, and the least height the chart needs for all of them to be readable. */
export function paneLayout(oscillators: number): { minHeight: number; panes: PaneBox[] } {
  const lower = [VOLUME_SHARE, ...new Array<number>(oscillators).fill(OSCILLATOR_SHARE)];
  const lowerShares = lower.reduce((sum, share) => sum + share, 0);
  const room = 100 - GAP_PERCENT * lower.length;
  const priceHeight = Math.max(
    (room * PRICE_SHARE) / (PRICE_SHARE + lowerShares),
    PRICE_LEAST_PERCENT,
  );
  const heights = [
    priceHeight,
    ...lower.map((share) => ((room - priceHeight) * share) / lowerShares),
  ];
  const minPx = [PRICE_MIN_PX, VOLUME_MIN_PX, ...lower.slice(1).map(() => OSCILLATOR_MIN_PX)];
  let top = 0;
  const panes = heights.map((height) => {
    const box = { top: `${top}%`, height: `${height}%` };
    top += height + GAP_PERCENT;
    return box;
  });
  const plotMin = Math.max(...heights.map((height, i) => (minPx[i]! * 100) / height));
  return { minHeight: Math.ceil(TOP_ROOM + plotMin + AXIS_ROOM), panes };
}
