import { describe, expect, it } from 'vitest';
import { paneLayout } from './pane-layout';

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

  it('needs more height with each oscillator, and fits four on a phone', () => {
    const needs = [0, 1, 2, 3, 4].map((oscillators) => paneLayout(oscillators).minHeight);
    expect(needs).toEqual([...needs].sort((a, b) => a - b));
    expect(new Set(needs).size).toBe(needs.length);
    // What a 390×844 phone leaves the chart under the quote, the bars and the footer.
    expect(needs[4]).toBeLessThanOrEqual(540);
  });
});
