import type { Candle, KlinePeriod } from '@trading/contract';
import type { TenantTokens } from '@trading/contract/tenant';
import type { Options, Point, SeriesOptionsType, YAxisOptions } from 'highcharts';
import { timeAxis, valueAxis } from '../../../shared/chart/axis-style';
import { drawsArea, mainRow, volumeRow } from './chart-rows';
import { tooltipHtml, tooltipRows, type HoveredPoint, type TooltipWords } from './chart-tooltip';
import { isOverlay, type IndicatorKind } from './indicator-kind';
import { indicatorSeries } from './indicator-lines';
import { indicatorPalette } from './indicator-palette';
import type { IndicatorParams } from './indicator-params';
import { labelGutter } from './label-gutter';
import { initialWindowStart } from './opening-window';
import { AXIS_ROOM, paneLayout, TOP_ROOM } from './pane-layout';
import { INDICATOR_DECIMALS, VOLUME_DECIMALS } from './value-precision';

export const MAIN_SERIES_ID = 'price';
export const VOLUME_SERIES_ID = 'volume';

export interface ChartOptionsInput {
  candles: readonly Candle[];
  period: KlinePeriod;
  indicators: readonly IndicatorKind[];
  /** What each indicator is drawn with. */
  params: IndicatorParams;
  colors: TenantTokens['color'];
  /** The exchange's zone: axis labels show market time. */
  timeZone: string;
  /** Told after every pan or zoom with the new visible window. */
  onWindowChange: (min: number, max: number) => void;
  /** A value axis label as the reader writes numbers, given the axis' step and decimals. */
  axisNumber: (value: number, step: number, maxDecimals: number) => string;
  /** Decimals the instrument is quoted to. */
  priceDecimals: number;
  /** The tooltip's words in the reader's language. */
  words: TooltipWords;
  /** A candle's time as the tooltip heads it, in the reader's language and the market's zone. */
  tooltipTime: (time: number) => string;
}

/**
 * Room above the data of a pane that carries a title (the indicators' names and values), as
 * a share of its range, so the title does not sit on the lines.
 */
const TITLED_PRICE_PADDING = 0.12;
const TITLED_PANE_PADDING = 0.35;

/** What the tooltip needs of a Highcharts point. */
function hovered(point: Point): HoveredPoint {
  const { open, high, low, close } = point as Point & {
    open?: number;
    high?: number;
    low?: number;
    close?: number;
  };
  return {
    id: String(point.series.options.id),
    name: point.series.name,
    color: typeof point.color === 'string' ? point.color : '',
    value: point.y,
    ohlc:
      open === undefined || high === undefined || low === undefined || close === undefined
        ? undefined
        : [open, high, low, close],
  };
}

/** Series of an indicator line, aligned with the candles' times. */
export function indicatorRows(
  candles: readonly Candle[],
  values: readonly (number | null)[],
): [number, number | null][] {
  return candles.map((candle, i) => [candle.timestamp, values[i] ?? null]);
}

/** The whole chart: prices (area on 1m, candles otherwise), volume, then indicator panes. */
export function buildChartOptions(input: ChartOptionsInput): Options {
  const { candles, period, indicators, params, colors, timeZone, onWindowChange, axisNumber } =
    input;
  const { priceDecimals, words, tooltipTime } = input;
  const oscillators = indicators.filter((kind) => !isOverlay(kind));
  const layout = paneLayout(oscillators.length);
  const palette = indicatorPalette(colors);
  const gutter = labelGutter(candles, (value) =>
    axisNumber(value, 10 ** -priceDecimals, priceDecimals),
  );

  const yAxis: YAxisOptions[] = layout.panes.map((pane, i) => {
    const decimals = i === 0 ? priceDecimals : i === 1 ? VOLUME_DECIMALS : INDICATOR_DECIMALS;
    const titled = i >= 2 || (i === 0 && indicators.some(isOverlay));
    return {
      top: pane.top,
      height: pane.height,
      offset: 0,
      ...valueAxis(
        colors,
        function () {
          const value = this.value as number;
          // The volume pane's floor needs no "0": bars stand on it, and it would read as a bar.
          if (i === 1 && value === 0) return '';
          const [first = 0, second = 1] = this.axis.tickPositions ?? [];
          return axisNumber(value, second - first, decimals);
        },
        { y: i === 0 ? -2 : 0, outside: true },
      ),
      lineWidth: 0,
      // No step finer than the values are written to, or two labels would read the same.
      minTickInterval: 10 ** -decimals,
      ...(titled && { maxPadding: i === 0 ? TITLED_PRICE_PADDING : TITLED_PANE_PADDING }),
      // A pane per index keeps indicator scales apart from prices.
      id: `pane-${i}`,
    };
  });

  const main: SeriesOptionsType = drawsArea(period)
    ? {
        type: 'area',
        id: MAIN_SERIES_ID,
        name: 'price',
        data: candles.map((candle) => mainRow(period, candle)),
        color: colors.primary,
        fillOpacity: 0.15,
        lineWidth: 1.5,
        threshold: null,
      }
    : {
        type: 'candlestick',
        id: MAIN_SERIES_ID,
        name: 'price',
        data: candles.map((candle) => mainRow(period, candle)),
        // Solid bodies both ways: the spec's "solid candles".
        color: colors.down,
        lineColor: colors.down,
        upColor: colors.up,
        upLineColor: colors.up,
      };

  const series: SeriesOptionsType[] = [
    main,
    {
      type: 'column',
      id: VOLUME_SERIES_ID,
      name: 'volume',
      yAxis: 1,
      data: candles.map(volumeRow),
      color: colors.textSecondary,
      borderWidth: 0,
    },
  ];

  for (const kind of indicators) {
    const yAxisIndex = isOverlay(kind) ? 0 : 2 + oscillators.indexOf(kind);
    indicatorSeries(kind, candles, params[kind]).forEach((line, i) => {
      const color = palette[i % palette.length];
      series.push(
        line.type === 'column'
          ? {
              type: 'column',
              id: line.id,
              name: line.name,
              yAxis: yAxisIndex,
              data: indicatorRows(candles, line.values),
              color: colors.up,
              negativeColor: colors.down,
              borderWidth: 0,
            }
          : {
              type: 'line',
              id: line.id,
              name: line.name,
              yAxis: yAxisIndex,
              data: indicatorRows(candles, line.values),
              color,
              lineWidth: 1,
              marker: { enabled: false },
              states: { hover: { enabled: false } },
            },
      );
    });
  }

  return {
    chart: {
      // No height: the chart takes its container's, and Highcharts reflows it when that changes.
      backgroundColor: colors.background,
      animation: false,
      spacing: [4, 4, 4, 4],
      // Fixed, not measured from the labels: the panes' percentages then always have a height
      // to share, and the least height paneLayout asks for holds.
      marginTop: TOP_ROOM,
      marginBottom: AXIS_ROOM,
      // The value labels' own column: the newest candles are never under a label.
      marginRight: gutter,
      // One finger pans along time, two fingers pinch-zoom it (phones); the mouse drags to pan.
      panning: { enabled: true, type: 'x' },
      zooming: { type: undefined, pinchType: 'x', mouseWheel: { enabled: true, type: 'x' } },
      style: { fontFamily: 'inherit' },
    },
    time: { timezone: timeZone },
    credits: { enabled: false },
    accessibility: { enabled: false },
    title: { text: undefined },
    legend: { enabled: false },
    rangeSelector: { enabled: false },
    navigator: { enabled: false },
    scrollbar: { enabled: false },
    // With followTouchMove a drag would move the tooltip instead of panning.
    tooltip: {
      followTouchMove: false,
      split: false,
      shared: true,
      outside: false,
      formatter() {
        const points = (this.points ?? [this]).map(hovered);
        return tooltipHtml(tooltipTime(this.x), tooltipRows(points, words, priceDecimals));
      },
    },
    xAxis: {
      // The opening window is the first drawing's, not a second one after it: a redraw of the
      // whole chart is the page's longest task on a slow phone. A pan sets the window after.
      min: initialWindowStart(candles),
      ...timeAxis(colors),
      minRange: 5,
      events: {
        afterSetExtremes(event) {
          onWindowChange(event.min, event.max);
        },
      },
    },
    yAxis,
    plotOptions: {
      series: {
        animation: false,
        // Candles come aggregated per period; grouping again would hide the live last candle.
        dataGrouping: { enabled: false },
        showInNavigator: false,
        stickyTracking: true,
      },
    },
    series,
  };
}
