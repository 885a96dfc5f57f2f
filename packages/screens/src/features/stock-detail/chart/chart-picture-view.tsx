import { wallClockMs } from '@trading/market-time';
import type { CandleFeed } from '@trading/market-feed';
import { useMemo, useSyncExternalStore, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { axisNumber } from './axis-number';
import { chartPicture } from './chart-picture';
import { indicatorPalette } from './indicator-palette';
import { isOverlay, type IndicatorKind } from './indicator-kind';
import { indicatorSeries } from './indicator-lines';
import { LABEL_INSET, labelGutter } from './label-gutter';
import type { IndicatorParams } from './indicator-params';
import { AXIS_ROOM, paneLayout, TOP_ROOM } from './pane-layout';
import { paneLegends } from './pane-legend';
import { PaneTitles } from './pane-titles';
import { perIndicator } from './indicator-params';
import { PRICE_DECIMALS, VOLUME_DECIMALS } from './value-precision';

export interface ChartPictureViewProps {
  feed: CandleFeed;
  indicators: readonly IndicatorKind[];
  params: IndicatorParams;
  timeZone: string;
  label: string;
}

/** Highcharts' spacing left of the plot, so the picture and the chart line up. */
const SIDE_ROOM = 4;
const MINUTES_PER_DAY = 1440;

const Frame = styled.div`
  position: absolute;
  inset: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: 10px;
`;

// The shapes are drawn in a 100 × 100 box stretched over the plot; lines keep their width.
// Its width leaves the labels' gutter on the right (plotWidth, inline: it follows the prices).
const Plot = styled.svg`
  position: absolute;
  top: ${TOP_ROOM}px;
  bottom: ${AXIS_ROOM}px;
  left: ${SIDE_ROOM}px;
  height: calc(100% - ${TOP_ROOM + AXIS_ROOM}px);
  overflow: visible;
  path,
  line {
    vector-effect: non-scaling-stroke;
  }
`;

/** An axis label, like the chart's. */
const Label = styled.span`
  position: absolute;
  line-height: 1;
  white-space: nowrap;
  /* A halo of the page's colour keeps a label readable over the bars and lines under it. */
  text-shadow: ${({ theme }) =>
    [-1, 1]
      .flatMap((x) => [-1, 1].map((y) => `${x}px ${y}px 1px ${theme.color.background}`))
      .join(', ')};
`;

// Placed through style, not styled props: every position would be a class of its own, compiled
// and inserted into the stylesheet as the prices move (a dozen per picture, for good).
/** The plot's width beside a label gutter of `gutter` pixels, as the live chart leaves it. */
const plotWidth = (gutter: number) => `(100% - ${SIDE_ROOM + gutter}px)`;

/** A price or volume label at `top` percent of the plot's height, in the gutter on the right. */
const valuePlace = (top: number, gutter: number): CSSProperties => ({
  left: `calc(100% - ${gutter - LABEL_INSET}px)`,
  top: `calc(${TOP_ROOM}px + (100% - ${TOP_ROOM + AXIS_ROOM}px) * ${top / 100} - 12px)`,
});

/** A time label at `left` percent of the plot's width, under it. */
const timePlace = (left: number, gutter: number): CSSProperties => ({
  bottom: AXIS_ROOM - 18,
  left: `calc(${SIDE_ROOM}px + ${plotWidth(gutter)} * ${left / 100})`,
  transform: 'translateX(-50%)',
});

function clockText(timeZone: string, time: number): string {
  const wall = new Date(wallClockMs(timeZone, time));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

/**
 * The live chart's opening window drawn as a still SVG: the prices, their overlay lines, the
 * volume and the axis labels, following the feed. It costs a few milliseconds where Highcharts
 * Stock costs a long task on a slow phone, so the stock page shows its chart at once and
 * Highcharts is fetched and drawn only when the user reaches for the chart.
 */
export function ChartPictureView({
  feed,
  indicators,
  params,
  timeZone,
  label,
}: ChartPictureViewProps) {
  // Theme colours may be CSS variables (the page follows the scheme), which SVG presentation
  // attributes do not resolve: they are painted through style properties.
  const { color } = useTheme();
  const intl = useIntl();
  const palette = useMemo(() => indicatorPalette(color), [color]);
  const candles = useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getSnapshot);
  const overlays = useMemo(() => indicators.filter(isOverlay), [indicators]);
  const legends = useMemo(
    () =>
      paneLegends(
        overlays,
        params,
        perIndicator((kind) => intl.formatMessage({ id: `stock.indicator.${kind}` })),
        (_, i) => palette[i % palette.length]!,
      ),
    [overlays, params, intl, palette],
  );
  const picture = useMemo(() => {
    const [price, volume] = paneLayout(0).panes.map((pane) => ({
      top: parseFloat(pane.top),
      height: parseFloat(pane.height),
    }));
    return chartPicture({
      candles,
      // Coloured as the chart colours them: by the line's place in its indicator.
      overlays: overlays.flatMap((kind) =>
        indicatorSeries(kind, candles, params[kind]).map((line, i) => ({
          ...line,
          color: palette[i % palette.length]!,
        })),
      ),
      price: price!,
      volume: volume!,
      minuteOfDay: (time) => Math.floor(wallClockMs(timeZone, time) / 60_000) % MINUTES_PER_DAY,
    });
  }, [candles, overlays, params, timeZone, palette]);
  const gutter = useMemo(
    () =>
      labelGutter(candles, (value) =>
        axisNumber(intl, value, 10 ** -PRICE_DECIMALS, PRICE_DECIMALS),
      ),
    [candles, intl],
  );
  // The overlays' newest values, as the live chart's titles show them.
  const latest = useMemo(
    () => new Map(picture.overlays.map((line) => [line.id, line.latest])),
    [picture],
  );

  return (
    <Frame data-testid="stock-chart-picture">
      <Plot
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        style={{ width: `calc${plotWidth(gutter)}` }}
      >
        {picture.priceTicks.concat(picture.volumeTicks).map((tick) => (
          <line
            key={`${tick.at}`}
            x1={0}
            x2={100}
            y1={tick.at}
            y2={tick.at}
            style={{ stroke: color.border }}
          />
        ))}
        <path d={picture.area} style={{ fill: color.primary, fillOpacity: 0.15, stroke: 'none' }} />
        <path d={picture.line} style={{ fill: 'none', stroke: color.primary, strokeWidth: 1.5 }} />
        {picture.overlays.map((line) => (
          <path
            key={line.id}
            d={line.path}
            style={{ fill: 'none', stroke: line.color, strokeWidth: 1 }}
          />
        ))}
        {picture.volumeBars.map((bar, i) => (
          <rect key={i} {...bar} style={{ fill: color.textSecondary }} />
        ))}
        <line x1={0} x2={100} y1={100} y2={100} style={{ stroke: color.border }} />
      </Plot>
      {picture.priceTicks.map((tick) => (
        <Label key={`${tick.at}`} style={valuePlace(tick.at, gutter)}>
          {axisNumber(intl, tick.value, tick.step, PRICE_DECIMALS)}
        </Label>
      ))}
      {picture.volumeTicks.map((tick) => (
        <Label key={`${tick.at}`} style={valuePlace(tick.at, gutter)}>
          {axisNumber(intl, tick.value, tick.step, VOLUME_DECIMALS)}
        </Label>
      ))}
      <PaneTitles legends={legends} panes={paneLayout(0).panes} values={latest} />
      {picture.timeTicks.map((tick) => (
        <Label key={tick.value} style={timePlace(tick.at, gutter)}>
          {clockText(timeZone, tick.value)}
        </Label>
      ))}
    </Frame>
  );
}
