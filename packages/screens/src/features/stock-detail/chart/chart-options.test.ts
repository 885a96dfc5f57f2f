import type { AxisLabelsFormatterContextObject, YAxisOptions } from 'highcharts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { candles, tokens } from '../testing/render-stock-detail';
import { axisNumber } from './axis-number';
import { buildChartOptions } from './chart-options';
import { labelGutter } from './label-gutter';
import { DEFAULT_INDICATOR_PARAMS } from './indicator-params';

const intl = createIntl({ locale: 'en', messages: {} });

function options() {
  return buildChartOptions({
    candles: candles(100),
    period: 'MIN1',
    indicators: ['MA', 'RSI'],
    params: DEFAULT_INDICATOR_PARAMS,
    colors: tokens.color,
    timeZone: 'Asia/Kolkata',
    onWindowChange: () => {},
    axisNumber: (value, step, decimals) => axisNumber(intl, value, step, decimals),
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
}

/** The labels a pane's axis writes at these tick positions, as Highcharts asks for them. */
function labels(pane: number, ticks: number[]): string[] {
  const axis = (options().yAxis as YAxisOptions[])[pane]!;
  const format = axis.labels!.formatter!;
  return ticks.map((value) =>
    String(
      format.call(
        { value, axis: { tickPositions: ticks } } as unknown as AxisLabelsFormatterContextObject,
        {} as AxisLabelsFormatterContextObject,
      ),
    ),
  );
}

describe('chart value axes', () => {
  it('label NIFTY 50 at 1m with numbers that differ, not "23.1K" on every tick', () => {
    expect(labels(0, [23_100, 23_105, 23_110, 23_115])).toEqual([
      '23,100',
      '23,105',
      '23,110',
      '23,115',
    ]);
    expect(labels(0, [23_100, 23_100.5, 23_101])).toEqual(['23,100.0', '23,100.5', '23,101.0']);
  });

  it('write prices and oscillators to no more than two decimals, volumes whole', () => {
    expect(labels(0, [36.4, 36.42])).toEqual(['36.40', '36.42']);
    expect(labels(2, [63.5, 64])).toEqual(['63.5', '64.0']);
    expect(labels(1, [20_000, 40_000])).toEqual(['20K', '40K']);
  });

  it('never step finer than the values are written, so two labels cannot read the same', () => {
    const axes = options().yAxis as YAxisOptions[];
    expect(axes.map((axis) => axis.minTickInterval)).toEqual([0.01, 1, 0.01]);
  });
});

describe('chart value labels and the candles', () => {
  it('write no "0" on the volume pane, where it would sit on the bars', () => {
    expect(labels(1, [0, 20_000, 40_000])).toEqual(['', '20K', '40K']);
    // Oscillators cross zero: theirs stays.
    expect(labels(2, [-50, 0, 50])).toEqual(['-50', '0', '50']);
  });

  it('sit in a column right of the plot, as wide as the widest price label needs', () => {
    const built = options();
    const write = (value: number) => axisNumber(intl, value, 0.01, 2);
    expect(built.chart!.marginRight).toBe(labelGutter(candles(100), write));
    for (const axis of built.yAxis as YAxisOptions[]) {
      expect(axis.labels!.align).toBe('left');
      expect(axis.labels!.x).toBeGreaterThan(0);
    }
  });
});
