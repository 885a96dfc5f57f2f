import type { Point, Series } from 'highcharts';

/** The Highcharts internals that draw part of a chart again (absent from its typings). */
interface SeriesInternals {
  type: string;
  translate(): void;
  drawGraph(): void;
  drawPoints(points?: Point[]): void;
  kdTree?: unknown;
}

/** Series drawn as one path through all their points: any changed point means the whole path. */
const PATH_TYPES = new Set(['line', 'spline', 'area', 'areaspline']);

/**
 * Draws a series' changed points again on its axes as they are, without Chart.redraw (which
 * re-scales every axis and redraws every series of every pane) and without Series.redraw
 * (which also re-clips, regroups and re-tracks the series). A candle or column is a shape of its
 * own, so only the changed shapes are set again; a line is one path, drawn again whole.
 */
export function redrawChangedPoints(series: Series, points: Iterable<Point>): void {
  const drawable = series as unknown as SeriesInternals;
  drawable.translate();
  if (PATH_TYPES.has(drawable.type)) drawable.drawGraph();
  else drawable.drawPoints([...points]);
  // Hover finds the nearest point through a k-d tree of plotted positions, now stale.
  delete drawable.kdTree;
}
