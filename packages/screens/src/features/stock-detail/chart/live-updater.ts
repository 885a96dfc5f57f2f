import type { Candle, KlinePeriod } from '@trading/contract';
import { LIVE_DISPLAY_INTERVAL_MS, nextAnimationFrame } from '@trading/market-feed';
import type { Chart, Point, PointOptionsType, Series } from 'highcharts';
import { indicatorRows, MAIN_SERIES_ID, VOLUME_SERIES_ID } from './chart-options';
import { mainRow, volumeRow } from './chart-rows';
import type { IndicatorKind } from './indicator-kind';
import { indicatorSeries } from './indicator-lines';
import type { IndicatorParams } from './indicator-params';
import { fitsRange } from './plot-range';
import { redrawChangedPoints } from './series-redraw';

/**
 * Indicator lines follow the live candle at most this often: a refresh redraws about twenty
 * lines, and lines over day (or even minute) candles barely move within a second.
 */
export const INDICATOR_INTERVAL_MS = 1000;

/**
 * Script a redraw may spend in one frame on changed series before it leaves the rest to the
 * next frame (an indicator refresh changes about twenty series at once).
 */
export const REDRAW_FRAME_BUDGET_MS = 6;

/**
 * After a redraw the chart rests this many times as long as the redraw took, so that a costly
 * one (a whole chart with six indicators is 40–90 ms at 4× CPU) still leaves frames for input
 * and paint, while a cheap one (a tick's candle and volume bar) runs on the next frame.
 */
export const REDRAW_REST_RATIO = 2;

export interface LiveUpdaterOptions {
  period: KlinePeriod;
  indicators: readonly IndicatorKind[];
  params: IndicatorParams;
  /** The feed's candles, oldest first. */
  candles: () => readonly Candle[];
  /** How many candles the chart was built with. */
  drawnLength: number;
  indicatorIntervalMs?: number;
  now?: () => number;
  /**
   * Told each time the indicator lines were recalculated, with each line's value at the newest
   * candle by line id (the pane titles show them). The same map each time, updated in place.
   */
  onLatestValues?: (values: ReadonlyMap<string, number | null>) => void;
}

type Row = PointOptionsType;

/**
 * Moves a live chart without React. The feed's candle changes are kept until the next redraw
 * (at most one every LIVE_DISPLAY_INTERVAL_MS), which writes each changed candle once and draws
 * again only what changed: the candle and volume bar when they fit the axes, the whole chart
 * when an axis has to move. Indicator lines are recomputed and written from the first changed
 * candle on, at most every {@link INDICATOR_INTERVAL_MS}.
 */
export class LiveChartUpdater {
  private readonly chart: Chart;
  private readonly options: LiveUpdaterOptions;
  private readonly interval: number;
  private readonly now: () => number;
  private length: number;
  private indicatorLength: number;
  private indicatorsFrom = Number.POSITIVE_INFINITY;
  private lastIndicatorRun = Number.NEGATIVE_INFINITY;
  private indicatorTimer: ReturnType<typeof setTimeout> | undefined;
  private redrawPending = false;
  private redrawTimer: ReturnType<typeof setTimeout> | undefined;
  /** Earliest time (of `now`) the next redraw may run. */
  private restUntil = Number.NEGATIVE_INFINITY;
  /** A changed candle was outside the drawn (cropped) points: rewrite the series' data. */
  private needsRewrite = false;
  /** Points changed since the last redraw that still fit their axes, by series, oldest first. */
  private readonly changed = new Map<Series, Set<Point>>();
  /** Something moved an axis (a new candle, a new high, older data): lay the chart out again. */
  private wholeRedraw = false;
  /** The latest candle at each index changed since the last redraw. */
  private readonly pending = new Map<number, Candle>();
  private readonly latest = new Map<string, number | null>();
  private disposed = false;

  constructor(chart: Chart, options: LiveUpdaterOptions) {
    this.chart = chart;
    this.options = options;
    this.interval = options.indicatorIntervalMs ?? INDICATOR_INTERVAL_MS;
    this.now = options.now ?? (() => performance.now());
    this.length = options.drawnLength;
    this.indicatorLength = options.drawnLength;
  }

  /** Catches up with candles that changed since the chart was built. */
  catchUp(): void {
    const candles = this.options.candles();
    for (let i = Math.max(0, this.length - 1); i < candles.length; i++)
      this.onCandle(candles[i] as Candle, i);
  }

  readonly onCandle = (candle: Candle, index: number): void => {
    if (this.disposed) return;
    this.pending.set(index, candle);
    if (index < this.indicatorsFrom) this.indicatorsFrom = index;
    this.requestRedraw();
    this.scheduleIndicators();
  };

  /** Writes each candle changed since the last redraw, once, oldest first. */
  private writePending(): void {
    const main = this.series(MAIN_SERIES_ID);
    const volume = this.series(VOLUME_SERIES_ID);
    const changed = [...this.pending].sort(([a], [b]) => a - b);
    this.pending.clear();
    if (!main || !volume) return;
    for (const [index, candle] of changed) {
      if (index >= this.length) this.followNewest(candle.timestamp);
      this.write(main, index, mainRow(this.options.period, candle), this.length);
      this.write(volume, index, volumeRow(candle), this.length);
      if (index >= this.length) this.length = index + 1;
    }
  }

  /** Older candles were merged in front: every series gets the whole data again. */
  rewriteAll(): void {
    if (this.disposed) return;
    const candles = this.options.candles();
    const axis = this.chart.xAxis[0];
    const window = axis?.getExtremes();
    this.series(MAIN_SERIES_ID)?.setData(
      candles.map((c) => mainRow(this.options.period, c)),
      false,
      false,
      false,
    );
    this.series(VOLUME_SERIES_ID)?.setData(candles.map(volumeRow), false, false, false);
    const { indicators, params } = this.options;
    for (const kind of indicators) {
      for (const line of indicatorSeries(kind, candles, params[kind])) {
        this.series(line.id)?.setData(indicatorRows(candles, line.values), false, false, false);
        this.latest.set(line.id, line.values[candles.length - 1] ?? null);
      }
    }
    this.options.onLatestValues?.(this.latest);
    this.length = candles.length;
    this.indicatorLength = candles.length;
    this.pending.clear();
    this.needsRewrite = false;
    this.indicatorsFrom = Number.POSITIVE_INFINITY;
    this.wholeRedraw = true;
    // Keep the user's window where it was; the older candles sit to its left.
    if (axis && window)
      axis.setExtremes(window.userMin ?? window.min, window.userMax, false, false);
    this.requestRedraw();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.indicatorTimer);
    clearTimeout(this.redrawTimer);
  }

  private series(id: string): Series | undefined {
    // A destroyed chart has no series list; it is about to be replaced by its next build.
    if (this.chart.series === undefined) return undefined;
    return this.chart.get(id) as Series | undefined;
  }

  private write(series: Series, index: number, row: Row, length: number): void {
    const point = series.data[index];
    if (point) {
      point.update(row, false, false);
      if (fitsRange(row, series.yAxis.getExtremes())) this.markChanged(series, point);
      else this.wholeRedraw = true;
    } else if (index >= length) {
      series.addPoint(row, false, false, false);
      this.wholeRedraw = true;
    } else this.needsRewrite = true;
  }

  private markChanged(series: Series, point: Point): void {
    const points = this.changed.get(series);
    if (points) points.add(point);
    else this.changed.set(series, new Set([point]));
  }

  /** A new candle while the newest one is in view: widen the window so it stays in view. */
  private followNewest(timestamp: number): void {
    const axis = this.chart.xAxis[0];
    if (!axis) return;
    const { max, dataMax } = axis.getExtremes();
    if (max >= dataMax) axis.setExtremes(axis.getExtremes().min, timestamp, false, false);
  }

  private requestRedraw(): void {
    if (this.redrawPending) return;
    this.redrawPending = true;
    const rest = this.restUntil - this.now();
    // The feed reports a frame's candles one by one, synchronously: redraw once after them.
    if (rest <= 0) queueMicrotask(this.redraw);
    else this.redrawTimer = setTimeout(() => nextAnimationFrame(this.redraw), rest);
  }

  private readonly redraw = (): void => {
    this.redrawPending = false;
    this.redrawTimer = undefined;
    if (this.disposed || this.chart.series === undefined) return;
    const started = this.now();
    this.writePending();
    // Chart.redraw re-scales every axis and redraws every series of every pane once any point
    // changed; a tick that fits the axes needs only its own points drawn again on them.
    if (this.wholeRedraw) {
      this.chart.redraw(false);
      this.wholeRedraw = false;
      this.changed.clear();
    } else {
      for (const [series, points] of this.changed) {
        redrawChangedPoints(series, points);
        this.changed.delete(series);
        if (this.now() - started >= REDRAW_FRAME_BUDGET_MS) break;
      }
    }
    const ended = this.now();
    const rest = ended + (ended - started) * REDRAW_REST_RATIO;
    // Series left over by the frame budget go on after the rest; new ticks move the chart at
    // the pace the header shows prices (LIVE_DISPLAY_INTERVAL_MS), so the last candle's close
    // and the shown price change together.
    if (this.changed.size > 0) {
      this.restUntil = rest;
      this.requestRedraw();
    } else this.restUntil = Math.max(rest, started + LIVE_DISPLAY_INTERVAL_MS);
  };

  private scheduleIndicators(): void {
    if (this.indicatorTimer !== undefined) return;
    const wait = Math.max(0, this.lastIndicatorRun + this.interval - this.now());
    this.indicatorTimer = setTimeout(this.refreshIndicators, wait);
  }

  private readonly refreshIndicators = (): void => {
    this.indicatorTimer = undefined;
    if (this.disposed) return;
    this.lastIndicatorRun = this.now();
    if (this.needsRewrite) {
      this.rewriteAll();
      return;
    }
    const candles = this.options.candles();
    const from = Math.min(this.indicatorsFrom, this.indicatorLength);
    this.indicatorsFrom = Number.POSITIVE_INFINITY;
    const { indicators, params } = this.options;
    for (const kind of indicators) {
      for (const line of indicatorSeries(kind, candles, params[kind])) {
        this.latest.set(line.id, line.values[candles.length - 1] ?? null);
        const series = this.series(line.id);
        if (!series) continue;
        for (let i = from; i < candles.length; i++) {
          this.write(
            series,
            i,
            [(candles[i] as Candle).timestamp, line.values[i] ?? null],
            this.indicatorLength,
          );
        }
      }
    }
    this.indicatorLength = candles.length;
    this.options.onLatestValues?.(this.latest);
    if (this.needsRewrite) this.rewriteAll();
    else this.requestRedraw();
  };
}
