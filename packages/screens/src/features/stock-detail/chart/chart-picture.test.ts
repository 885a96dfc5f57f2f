import type { Candle } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { chartPicture } from './chart-picture';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 26, 15, 0);

/** `count` one-minute candles from 15:00 UTC closing at 100, 101, 102, … with volume 10 × i. */
function rising(count: number): Candle[] {
  return Array.from({ length: count }, (_, i) => ({
    timestamp: START + i * MINUTE,
    open: 100 + i,
    high: 100 + i,
    low: 100 + i,
    close: 100 + i,
    volume: 10 * (i + 1),
    turnover: 10 * (i + 1) * (100 + i),
  }));
}

const input = (candles: Candle[], overlays = []) => ({
  candles,
  overlays,
  price: { top: 0, height: 70 },
  volume: { top: 80, height: 20 },
  minuteOfDay: (time: number) => (time / MINUTE) % 1440,
});

/** The points of an SVG path, as [x, y] pairs. */
const points = (path: string) =>
  [...path.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe('the still picture of the chart', () => {
  it("shows the chart's opening window: the last 60 candles, edge to edge", () => {
    const picture = chartPicture(input(rising(100)));
    const line = points(picture.line);
    expect(line).toHaveLength(60);
    expect(line[0]![0]).toBe(0);
    expect(line.at(-1)![0]).toBe(100);
    expect(picture.volumeBars).toHaveLength(60);
  });

  it('puts higher closes higher, inside the price pane with room above and below', () => {
    const line = points(chartPicture(input(rising(10))).line);
    const ys = line.map(([, y]) => y!);
    for (let i = 1; i < ys.length; i++) expect(ys[i]).toBeLessThan(ys[i - 1]!);
    expect(Math.min(...ys)).toBeGreaterThan(0);
    expect(Math.max(...ys)).toBeLessThan(70);
  });

  it('closes the area down to the pane floor, and stands volume bars on theirs', () => {
    const picture = chartPicture(input(rising(10)));
    expect(picture.area.endsWith('L100.00 70.00L0.00 70.00Z')).toBe(true);
    for (const bar of picture.volumeBars) expect(bar.y + bar.height).toBeCloseTo(100);
    // The busiest candle is the tallest bar.
    const heights = picture.volumeBars.map((bar) => bar.height);
    expect(Math.max(...heights)).toBe(heights.at(-1));
  });

  it('breaks an overlay line where its window is not full yet', () => {
    const values = [null, null, 101, 102, null, 104];
    const picture = chartPicture({
      ...input(rising(6)),
      overlays: [{ id: 'MA-0', values, color: 'red' }],
    });
    const path = picture.overlays[0]!.path;
    expect(path.match(/M/g)).toHaveLength(2);
    expect(points(path)).toHaveLength(3);
    expect(picture.overlays[0]!.color).toBe('red');
  });

  it('labels round prices inside the pane and round minutes away from the edges', () => {
    const picture = chartPicture(input(rising(60)));
    for (const tick of picture.priceTicks) {
      expect(Number.isInteger(tick.value / 5)).toBe(true);
      expect(tick.at).toBeGreaterThanOrEqual(0);
      expect(tick.at).toBeLessThanOrEqual(70);
    }
    const minutes = picture.timeTicks.map((tick) => new Date(tick.value).getUTCMinutes());
    expect(minutes).toEqual([15, 30, 45]);
    for (const tick of picture.timeTicks) expect(tick.at).toBeGreaterThan(5);
  });

  it('draws nothing from no candles', () => {
    const picture = chartPicture(input([]));
    expect(picture.line).toBe('');
    expect(picture.area).toBe('');
    expect(picture.volumeBars).toEqual([]);
  });
});
