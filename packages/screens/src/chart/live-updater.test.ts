import type { Chart } from 'highcharts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candles } from '../stock-detail/testing/render-stock-detail';
import { LiveChartUpdater, REDRAW_REST_RATIO } from './live-updater';

const REDRAW_MS = 50;

/** A chart whose every redraw takes REDRAW_MS on the test's clock. */
function slowChart(clock: { now: number }) {
  const point = { update: vi.fn() };
  const series = { data: [point, point, point], addPoint: vi.fn() };
  const redraw = vi.fn(() => {
    clock.now += REDRAW_MS;
  });
  const axis = { getExtremes: () => ({ min: 0, max: 1, dataMax: 1 }), setExtremes: vi.fn() };
  const chart = { series: [series], get: () => series, xAxis: [axis], redraw };
  return { chart: chart as unknown as Chart, redraw, point };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveChartUpdater', () => {
  it('redraws once for a frame of candles, then rests in proportion to what the redraw took', async () => {
    const clock = { now: 0 };
    const data = candles(3);
    const { chart, redraw, point } = slowChart(clock);
    const updater = new LiveChartUpdater(chart, {
      period: 'DAY',
      indicators: [],
      candles: () => data,
      drawnLength: 3,
      now: () => clock.now,
    });

    updater.onCandle(data[2]!, 2);
    updater.onCandle(data[2]!, 2);
    await Promise.resolve();
    expect(redraw).toHaveBeenCalledTimes(1);
    expect(point.update).toHaveBeenCalledTimes(4);

    // The next frame's candle waits out the rest before it is drawn.
    updater.onCandle(data[2]!, 2);
    await Promise.resolve();
    expect(redraw).toHaveBeenCalledTimes(1);
    clock.now += REDRAW_MS * REDRAW_REST_RATIO;
    await vi.advanceTimersByTimeAsync(REDRAW_MS * REDRAW_REST_RATIO + 20);
    expect(redraw).toHaveBeenCalledTimes(2);
    updater.dispose();
  });
});
