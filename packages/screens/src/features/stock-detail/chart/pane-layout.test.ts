import { describe, expect, it } from 'vitest';
import { AXIS_ROOM, paneLayout, TOP_ROOM } from './pane-layout';

const percent = (value: string) => Number(value.replace('%', ''));

describe('paneLayout', () => {
  it('shares the whole plot height among prices, volume and each oscillator, prices largest', () => {
    for (const oscillators of [0, 2, 4]) {
      const { panes } = paneLayout(oscillators);
      expect(panes).toHaveLength(2 + oscillators);
      const last = panes.at(-1)!;
      expect(percent(last.top) + percent(last.height)).toBeCloseTo(100);
      const heights = panes.map((pane) => percent(pane.height));
      expect(Math.max(...heights)).toBe(heights[0]);
      panes.slice(1).forEach((pane, i) => {
        const above = panes[i]!;
        expect(percent(pane.top)).toBeGreaterThan(percent(above.top) + percent(above.height));
      });
    }
  });

  it('keeps at least half the plot for prices however many oscillators are on; they share the rest alike', () => {
    for (const oscillators of [0, 1, 2, 3, 4]) {
      const { panes } = paneLayout(oscillators);
      expect(percent(panes[0]!.height)).toBeGreaterThanOrEqual(50);
      const oscillatorHeights = new Set(panes.slice(2).map((pane) => pane.height));
      expect(oscillatorHeights.size).toBeLessThanOrEqual(1);
    }
  });

  it('needs more height with each oscillator, fits four on a phone, and no pane is a strip there', () => {
    const needs = [0, 1, 2, 3, 4].map((oscillators) => paneLayout(oscillators).minHeight);
    expect(needs).toEqual([...needs].sort((a, b) => a - b));
    expect(new Set(needs).size).toBe(needs.length);
    // What a 390×844 phone leaves the chart under the quote, the bars and the footer.
    expect(needs[4]).toBeLessThanOrEqual(540);
    // At its least height each lower pane still holds its title row and a line under it.
    const { minHeight, panes } = paneLayout(4);
    const plot = minHeight - TOP_ROOM - AXIS_ROOM;
    for (const pane of panes.slice(1))
      expect((plot * percent(pane.height)) / 100).toBeGreaterThanOrEqual(30);
  });
});
