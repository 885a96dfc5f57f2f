import type { Candle } from '@trading/contract';
import type { Chart } from 'highcharts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candles } from '../testing/render-stock-detail';
import { LIVE_DISPLAY_INTERVAL_MS } from '@trading/market-feed';
import type { IndicatorKind } from './indicator-kind';
import { DEFAULT_INDICATOR_PARAMS } from './indicator-params';
import { LiveChartUpdater, REDRAW_FRAME_BUDGET_MS, REDRAW_REST_RATIO } from './live-updater';

const REDRAW_MS = 50;

/** A line series of three points on an axis wide enough for every candle; `draw` draws it. */
function fakeLine(draw: () => void) {
  const point = { update: vi.fn() };
  return {
    type: 'line',
    data: [point, point, point],
    addPoint: vi.fn(),
    yAxis: { getExtremes: () => ({ min: 0, max: 1_000 }) },
    translate: vi.fn(),
    drawGraph: draw,
  };
}

/**
 * A chart whose every redraw takes REDRAW_MS on the test's clock; its one series stands for
 * price and volume, on an axis wide enough for every candle, so ticks redraw the series alone.
 */
function slowChart(clock: { now: number }) {
  const redraw = vi.fn(() => {
    clock.now += REDRAW_MS;
  });
  const series = fakeLine(redraw);
  const point = series.data[0]!;
  const axis = { getExtremes: () => ({ min: 0, max: 1, dataMax: 1 }), setExtremes: vi.fn() };
  const chart = { series: [series], get: () => series, xAxis: [axis], redraw: vi.fn() };
  return { chart: chart as unknown as Chart, redraw, point };
}

/** An updater of day candles on the test's clock, drawn with all of `data`. */
function dayUpdater(
  chart: Chart,
  clock: { now: number },
  data: Candle[],
  indicators: IndicatorKind[] = [],
) {
  return new LiveChartUpdater(chart, {
    period: 'DAY',
    indicators,
    params: DEFAULT_INDICATOR_PARAMS,
    candles: () => data,
    drawnLength: data.length,
    now: () => clock.now,
  });
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
    const updater = dayUpdater(chart, clock, data);

    updater.onCandle(data[2]!, 2);
    updater.onCandle(data[2]!, 2);
    await Promise.resolve();
    expect(redraw).toHaveBeenCalledTimes(1);
    // The frame's latest candle is written once: price and volume.
    expect(point.update).toHaveBeenCalledTimes(2);

    // The next frame's candle waits out the rest before it is drawn.
    updater.onCandle(data[2]!, 2);
    await Promise.resolve();
    expect(redraw).toHaveBeenCalledTimes(1);
    clock.now += REDRAW_MS * REDRAW_REST_RATIO;
    await vi.advanceTimersByTimeAsync(REDRAW_MS * REDRAW_REST_RATIO + 20);
    expect(redraw).toHaveBeenCalledTimes(2);
    updater.dispose();
  });

  it('leaves the series that do not fit in a frame budget to the next frame', async () => {
    const clock = { now: 0 };
    const data = candles(3);
    // Each series takes more than half the budget to draw, so a frame fits at most two.
    const drawMs = REDRAW_FRAME_BUDGET_MS * 0.6;
    const drawn: string[] = [];
    const byId = new Map<string, unknown>();
    const chart = {
      series: [] as unknown[],
      get: (id: string) => {
        if (!byId.has(id)) {
          const series = fakeLine(() => {
            drawn.push(id);
            clock.now += drawMs;
          });
          byId.set(id, series);
          chart.series.push(series);
        }
        return byId.get(id);
      },
      xAxis: [{ getExtremes: () => ({ min: 0, max: 1, dataMax: 1 }), setExtremes: vi.fn() }],
      redraw: vi.fn(),
    };
    const updater = dayUpdater(chart as unknown as Chart, clock, data, ['MA']);

    updater.onCandle(data[2]!, 2);
    await Promise.resolve();
    expect(drawn).toEqual(['price', 'volume']);
    // The indicators run next: four moving averages, two of them in each frame.
    clock.now += 1_000;
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toEqual(['price', 'volume', 'MA-0', 'MA-1']);
    clock.now += 1_000;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(drawn).toEqual(['price', 'volume', 'MA-0', 'MA-1', 'MA-2', 'MA-3']);
    expect(chart.redraw).not.toHaveBeenCalled();
    updater.dispose();
  });

  it('moves the chart at most as often as prices are shown, however cheap the redraw', async () => {
    const clock = { now: 0 };
    const data = candles(3);
    const { chart, redraw } = slowChart(clock);
    redraw.mockImplementation(() => {
      clock.now += 1;
    });
    const updater = dayUpdater(chart, clock, data);

    updater.onCandle(data[2]!, 2);
    await Promise.resolve();
    expect(redraw).toHaveBeenCalledTimes(1);
    clock.now += 20;
    updater.onCandle(data[2]!, 2);
    await vi.advanceTimersByTimeAsync(20);
    expect(redraw).toHaveBeenCalledTimes(1);
    clock.now = LIVE_DISPLAY_INTERVAL_MS;
    await vi.advanceTimersByTimeAsync(LIVE_DISPLAY_INTERVAL_MS);
    expect(redraw).toHaveBeenCalledTimes(2);
    updater.dispose();
  });
});
