import type { Candle } from '@trading/contract';
import type { Chart } from 'highcharts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { candles, tokens } from '../testing/render-stock-detail';
import { loadChartLibrary } from '../../../shared/chart/chart-library';
import { buildChartOptions, MAIN_SERIES_ID, VOLUME_SERIES_ID } from './chart-options';
import { DEFAULT_INDICATOR_PARAMS } from './indicator-params';
import { LiveChartUpdater } from './live-updater';

let chart: Chart | undefined;
afterEach(() => {
  chart?.destroy();
  chart = undefined;
});

/** A real Highcharts Stock chart of day candles with an overlay and two oscillator panes. */
async function liveChart(data: Candle[]) {
  const { Highcharts } = await loadChartLibrary();
  const container = document.createElement('div');
  document.body.append(container);
  const options = buildChartOptions({
    candles: data,
    period: 'DAY',
    indicators: ['MA', 'MACD', 'KDJ'],
    params: DEFAULT_INDICATOR_PARAMS,
    colors: tokens.color,
    timeZone: 'UTC',
    onWindowChange: () => {},
    axisNumber: (value) => String(value),
    priceDecimals: 2,
    words: {
      open: 'Open',
      high: 'High',
      low: 'Low',
      close: 'Close',
      price: 'Price',
      volume: 'Volume',
      indicators: { MA: 'MA', BOLL: 'BOLL', MACD: 'MACD', KDJ: 'KDJ', RSI: 'RSI', WR: 'WR' },
    },
    tooltipTime: String,
  });
  // jsdom has no layout: a reflow would size the chart again and redraw it whole on its own.
  chart = Highcharts.stockChart(container, {
    ...options,
    chart: { ...options.chart, reflow: false },
  });
  const updater = new LiveChartUpdater(chart, {
    period: 'DAY',
    indicators: ['MA', 'MACD', 'KDJ'],
    params: DEFAULT_INDICATOR_PARAMS,
    candles: () => data,
    drawnLength: data.length,
    indicatorIntervalMs: 60_000,
  });
  // Which series drew shapes again, and how many ('all': every point, or the whole line).
  // These methods are internal to Highcharts' typings.
  const redrawn = new Map<string, number | 'all'>();
  type Drawable = {
    options: { id?: string };
    name: string;
    drawGraph(): void;
    drawPoints(points?: Highcharts.Point[]): void;
  };
  for (const series of chart.series as unknown as Drawable[]) {
    const id = series.options.id ?? series.name;
    const drawGraph = series.drawGraph.bind(series);
    const drawPoints = series.drawPoints.bind(series);
    series.drawGraph = () => {
      redrawn.set(id, 'all');
      drawGraph();
    };
    series.drawPoints = (points) => {
      if (redrawn.get(id) !== 'all') redrawn.set(id, points?.length ?? 'all');
      drawPoints(points);
    };
  }
  return { chart, updater, redrawn };
}

const lastPoint = (c: Chart, id: string) => {
  const series = c.get(id) as Highcharts.Series;
  return series.data[series.data.length - 1]!;
};

describe('a live tick on the chart', () => {
  it('draws only the changed candle and volume bar again while the axes keep their range', async () => {
    const data = candles(80);
    const { chart: c, updater, redrawn } = await liveChart(data);
    // The first candle also brings every indicator line up to date (over a few frames); the
    // next run is a minute away (indicatorIntervalMs).
    updater.onCandle(data[79]!, 79);
    await vi.waitFor(() => expect(redrawn.size).toBe(c.series.length));
    redrawn.clear();

    const path = () => lastPoint(c, MAIN_SERIES_ID).graphic?.element.getAttribute('d');
    const pathBefore = path();
    const last = data[79]!;
    data[79] = { ...last, close: last.close + 0.1, volume: last.volume + 1 };
    updater.onCandle(data[79], 79);
    // After a redraw the updater rests before the next one; jsdom may be slow enough for the
    // frame budget to leave the volume bar to the next frame.
    await vi.waitFor(() => expect(redrawn.has(VOLUME_SERIES_ID)).toBe(true));

    expect(Object.fromEntries(redrawn)).toEqual({ [MAIN_SERIES_ID]: 1, [VOLUME_SERIES_ID]: 1 });
    const candle = lastPoint(c, MAIN_SERIES_ID) as Highcharts.Point & {
      close: number;
      plotClose: number;
    };
    expect(candle.close).toBeCloseTo(last.close + 0.1);
    // Drawn where the unchanged price axis puts the new close.
    expect(candle.plotClose).toBeCloseTo(c.yAxis[0]!.toPixels(last.close + 0.1, true), 0);
    expect(path()).not.toBe(pathBefore);
    expect(lastPoint(c, VOLUME_SERIES_ID).y).toBe(last.volume + 1);
    updater.dispose();
  });

  it('redraws every pane when a tick moves an axis, and the axis takes in the new high', async () => {
    const data = candles(80);
    const { chart: c, updater, redrawn } = await liveChart(data);
    const last = data[79]!;
    data[79] = { ...last, high: 500, close: 480 };
    updater.onCandle(data[79], 79);
    await Promise.resolve();

    expect(redrawn.size).toBe(c.series.length);
    expect(new Set(redrawn.values())).toEqual(new Set(['all']));
    expect(c.yAxis[0]!.getExtremes().max).toBeGreaterThanOrEqual(500);
    updater.dispose();
  });
});
