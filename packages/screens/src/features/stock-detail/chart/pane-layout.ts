/**
 * How the panes share the plot height: prices, volume, then one pane per oscillator (MACD, KDJ,
 * RSI, WR). Shares, not pixels: the chart fills whatever height the screen leaves it.
 */
const PRICE_SHARE = 3;
const VOLUME_SHARE = 1;
const OSCILLATOR_SHARE = 1.2;
/** Pixels one share needs to stay readable; under that the chart stops shrinking. */
const SHARE_MIN_PX = 50;
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
  const shares = [
    PRICE_SHARE,
    VOLUME_SHARE,
    ...new Array<number>(oscillators).fill(OSCILLATOR_SHARE),
  ];
  const total = shares.reduce((sum, share) => sum + share, 0);
  const room = 100 - GAP_PERCENT * (shares.length - 1);
  let top = 0;
  const panes = shares.map((share) => {
    const height = (room * share) / total;
    const box = { top: `${top}%`, height: `${height}%` };
    top += height + GAP_PERCENT;
    return box;
  });
  const plotMin = (total * SHARE_MIN_PX * 100) / room;
  return { minHeight: Math.ceil(TOP_ROOM + plotMin + AXIS_ROOM), panes };
}
