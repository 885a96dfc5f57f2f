/** Pixel heights of the panes: prices, volume, then one pane per oscillator (MACD, KDJ, RSI, WR). */
export const PRICE_PANE = 220;
export const VOLUME_PANE = 64;
export const OSCILLATOR_PANE = 76;
export const PANE_GAP = 10;
/** Room under the last pane for the time axis labels. */
const AXIS_ROOM = 28;
const TOP_ROOM = 10;

export interface PaneBox {
  top: number;
  height: number;
}

/** Where each pane sits; the chart grows with the oscillators so none gets squeezed on a phone. */
export function paneLayout(oscillators: number): { height: number; panes: PaneBox[] } {
  const panes: PaneBox[] = [];
  let top = TOP_ROOM;
  for (const height of [
    PRICE_PANE,
    VOLUME_PANE,
    ...new Array<number>(oscillators).fill(OSCILLATOR_PANE),
  ]) {
    panes.push({ top, height });
    top += height + PANE_GAP;
  }
  return { height: top - PANE_GAP + AXIS_ROOM, panes };
}
