import type { Candle } from '@trading/contract';
import { timeTickIndices, valueTicks } from './axis-ticks';
import { INITIAL_VISIBLE_CANDLES } from './opening-window';
import type { IndicatorSeries } from './indicator-lines';

/** A pane's place in the plot, in percent of its height (as {@link paneLayout} gives it). */
export interface PaneSpan {
  top: number;
  height: number;
}

export interface ChartPictureInput {
  /** Every candle loaded, oldest first; the picture shows the chart's opening window of them. */
  candles: readonly Candle[];
  /** Lines drawn over the prices (MA, BOLL), one value per candle, with their colours. */
  overlays: readonly (Pick<IndicatorSeries, 'id' | 'values'> & { color: string })[];
  price: PaneSpan;
  volume: PaneSpan;
  /** A candle's minute of the day in the market's zone, for round time labels. */
  minuteOfDay: (time: number) => number;
}

/** A labelled grid line: `at` in percent of the plot's height (values) or width (times). */
export interface Tick {
  value: number;
  at: number;
  /** The axis' step between labels. */
  step: number;
}

/**
 * The opening window of the live chart as plain shapes in a 100 × 100 box (x: time, y: plot
 * height): what the phone shows until the user reaches for the chart and Highcharts takes over.
 */
export interface ChartPicture {
  /** The closes as a line, and the same line closed down to the pane's floor. */
  line: string;
  area: string;
  /** Each overlay line with its value at the newest candle. */
  overlays: { id: string; path: string; color: string; latest: number | null }[];
  volumeBars: { x: number; y: number; width: number; height: number }[];
  priceTicks: Tick[];
  volumeTicks: Tick[];
  timeTicks: Tick[];
}

/** Labels per axis: as many as a phone's chart holds without crowding. */
const PRICE_LABELS = 5;
const TIME_LABELS = 4;
const VOLUME_LABELS = 1;
/** Room above and below the data on a value axis, as a share of its range (Highcharts' 5 %). */
const AXIS_PADDING = 0.05;
/** Time labels nearer an edge than this (percent of the width) would be cut off. */
const EDGE_ROOM = 6;
/** A volume bar's share of its slot, like Highcharts' columns. */
const BAR_SHARE = 0.7;

function scale(span: PaneSpan, min: number, max: number) {
  return (value: number) => span.top + span.height * (1 - (value - min) / (max - min || 1));
}

function ticksWithin(
  low: number,
  high: number,
  count: number,
  at: (value: number) => number,
): Tick[] {
  const ticks = valueTicks(low, high, count);
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : 1;
  return ticks
    .filter((value) => value >= low && value <= high)
    .map((value) => ({ value, at: at(value), step: Number(step.toPrecision(12)) }));
}

function linePath(xs: readonly number[], ys: readonly (number | null)[]): string {
  let path = '';
  let drawing = false;
  ys.forEach((y, i) => {
    if (y === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${xs[i]!.toFixed(2)} ${y.toFixed(2)}`;
    drawing = true;
  });
  return path;
}

export function chartPicture(input: ChartPictureInput): ChartPicture {
  const { price, volume, minuteOfDay } = input;
  const from = Math.max(0, input.candles.length - INITIAL_VISIBLE_CANDLES);
  const candles = input.candles.slice(from);
  const overlays = input.overlays.map((line) => ({ ...line, values: line.values.slice(from) }));
  const n = candles.length;
  const xs = candles.map((_, i) => (n === 1 ? 50 : (i / (n - 1)) * 100));

  // Like Highcharts Stock's value axes: the data's own range padded a little, labelled at the
  // round values in it; volume bars stand on zero.
  const seen = candles.map((candle) => candle.close);
  for (const line of overlays) for (const v of line.values) if (v !== null) seen.push(v);
  const pad = (Math.max(...seen) - Math.min(...seen)) * AXIS_PADDING;
  const [low, high] = [Math.min(...seen) - pad, Math.max(...seen) + pad];
  const priceY = scale(price, low, high);
  const topVolume = Math.max(0, ...candles.map((candle) => candle.volume)) * (1 + AXIS_PADDING);
  const volumeY = scale(volume, 0, topVolume);
  const slot = n === 0 ? 0 : 100 / n;

  const line = linePath(
    xs,
    candles.map((candle) => priceY(candle.close)),
  );
  const floor = (price.top + price.height).toFixed(2);
  return {
    line,
    area: n === 0 ? '' : `${line}L${xs[n - 1]!.toFixed(2)} ${floor}L${xs[0]!.toFixed(2)} ${floor}Z`,
    overlays: overlays.map(({ id, values, color }) => ({
      id,
      color,
      latest: values[values.length - 1] ?? null,
      path: linePath(
        xs,
        values.map((v) => (v === null ? null : priceY(v))),
      ),
    })),
    volumeBars: candles.map((candle, i) => {
      const y = volumeY(candle.volume);
      const width = slot * BAR_SHARE;
      const x = Math.min(100 - width, Math.max(0, xs[i]! - width / 2));
      return { x, y, width, height: volume.top + volume.height - y };
    }),
    priceTicks: ticksWithin(low, high, PRICE_LABELS, priceY),
    volumeTicks: ticksWithin(0, topVolume, VOLUME_LABELS, volumeY).filter((t) => t.value > 0),
    timeTicks: timeTickIndices(
      candles.map((candle) => candle.timestamp),
      minuteOfDay,
      TIME_LABELS,
    )
      .map((i) => ({ value: candles[i]!.timestamp, at: xs[i]!, step: 0 }))
      .filter((tick) => tick.at >= EDGE_ROOM && tick.at <= 100 - EDGE_ROOM),
  };
}
