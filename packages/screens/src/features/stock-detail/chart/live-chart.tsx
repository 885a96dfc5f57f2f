import { useColorScheme } from '@trading/ui-kit';
import type { KlinePeriod } from '@trading/contract';
import type { CandleFeed } from '@trading/market-feed';
import type { Chart } from 'highcharts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { axisNumber } from './axis-number';
import { buildChartOptions } from './chart-options';
import type { TooltipWords } from './chart-tooltip';
import { isNearOldest } from './edge-paging';
import { isOverlay, type IndicatorKind } from './indicator-kind';
import { indicatorPalette } from './indicator-palette';
import { perIndicator, type IndicatorParams } from './indicator-params';
import { LiveChartUpdater } from './live-updater';
import { paneLayout } from './pane-layout';
import { paneLegends } from './pane-legend';
import { PaneTitles, writeLatestValues } from './pane-titles';
import { tooltipTimeFormat } from './tooltip-time';
import { PRICE_DECIMALS } from './value-precision';
import { useChartLibrary } from '../../../shared/chart/use-chart-library';

export interface LiveChartProps {
  feed: CandleFeed;
  period: KlinePeriod;
  indicators: readonly IndicatorKind[];
  params: IndicatorParams;
  timeZone: string;
  /** Bumped each time older candles were merged into the feed. */
  historyVersion: number;
  /** The user panned to the oldest loaded candle. */
  onNearOldest: () => void;
  /** The chart's accessible name. */
  label: string;
  /** The chart is on screen (Highcharts drew it). */
  onDrawn: () => void;
}

// A constant: HighchartsReact is memoised, and new props would make it rebuild the chart.
// Out of the flow, filling its stage: the chart then takes the stage's size and never sets it,
// so Highcharts' own resize observer reflows it without feeding back into the layout.
const CONTAINER_PROPS = {
  'data-testid': 'stock-chart',
  style: { position: 'absolute', inset: 0, touchAction: 'pan-y' },
} as const;

interface Built {
  options: ReturnType<typeof buildChartOptions>;
  drawnLength: number;
}

/**
 * The Highcharts Stock chart. Options are built once per feed, period, indicator set and
 * parameters; live candles then move the chart through {@link LiveChartUpdater}, never through
 * React.
 */
export function LiveChart({
  feed,
  period,
  indicators,
  params,
  timeZone,
  historyVersion,
  onNearOldest,
  label,
  onDrawn,
}: LiveChartProps) {
  const library = useChartLibrary();
  // Highcharts needs literal colours: the painted palette, which re-renders on a scheme flip.
  const { colors: color } = useColorScheme();
  const intl = useIntl();
  const nearOldest = useRef(onNearOldest);
  useEffect(() => {
    nearOldest.current = onNearOldest;
  }, [onNearOldest]);

  const onWindowChange = useCallback(
    (min: number, max: number) => {
      const oldest = feed.getSnapshot()[0]?.timestamp;
      if (oldest !== undefined && isNearOldest(min, max, oldest)) nearOldest.current();
    },
    [feed],
  );

  const kindNames = useMemo(
    () => perIndicator((kind) => intl.formatMessage({ id: `stock.indicator.${kind}` })),
    [intl],
  );
  const words = useMemo<TooltipWords>(
    () => ({
      open: intl.formatMessage({ id: 'stock.chart.open' }),
      high: intl.formatMessage({ id: 'stock.chart.high' }),
      low: intl.formatMessage({ id: 'stock.chart.low' }),
      close: intl.formatMessage({ id: 'stock.chart.close' }),
      price: intl.formatMessage({ id: 'stock.chart.price' }),
      volume: intl.formatMessage({ id: 'stock.chart.volume' }),
      indicators: kindNames,
    }),
    [intl, kindNames],
  );
  // Coloured as chart-options colours the lines: bars by their sign, lines by their place.
  const legends = useMemo(() => {
    const palette = indicatorPalette(color);
    return paneLegends(indicators, params, kindNames, (line, i) =>
      line.type === 'column' ? color.up : (palette[i % palette.length] ?? color.primary),
    );
  }, [indicators, params, kindNames, color]);
  const panes = paneLayout(indicators.filter((kind) => !isOverlay(kind)).length).panes;
  const titles = useRef<HTMLDivElement>(null);

  const built = useMemo<Built | null>(() => {
    if (!library) return null;
    const candles = feed.getSnapshot();
    return {
      drawnLength: candles.length,
      // The window-change handler reads its ref only when Highcharts fires the event, never
      // while rendering; the rule cannot see that through the options builder.
      // eslint-disable-next-line react-hooks/refs
      options: buildChartOptions({
        candles,
        period,
        indicators,
        params,
        colors: color,
        timeZone,
        onWindowChange,
        axisNumber: (value, step, decimals) => axisNumber(intl, value, step, decimals),
        priceDecimals: PRICE_DECIMALS,
        words,
        tooltipTime: tooltipTimeFormat(intl.locale, timeZone, period),
      }),
    };
  }, [library, feed, period, indicators, params, color, timeZone, onWindowChange, intl, words]);

  // The chart and the options it was made from travel together, so an updater never pairs
  // new options with a chart that is about to be replaced.
  const [drawn, setDrawn] = useState<{ chart: Chart; built: Built } | null>(null);
  const onCreated = useCallback(
    (chart: Chart) => {
      if (!built) return;
      setDrawn({ chart, built });
      onDrawn();
    },
    [built, onDrawn],
  );

  const updater = useRef<LiveChartUpdater | null>(null);
  useEffect(() => {
    if (!drawn || drawn.built !== built) return;
    const live = new LiveChartUpdater(drawn.chart, {
      period,
      indicators,
      params,
      candles: feed.getSnapshot,
      drawnLength: drawn.built.drawnLength,
      onLatestValues: (values) => writeLatestValues(titles.current, values, PRICE_DECIMALS),
    });
    updater.current = live;
    const stop = feed.onCandle(live.onCandle);
    live.catchUp();
    return () => {
      stop();
      live.dispose();
      updater.current = null;
    };
  }, [drawn, built, feed, period, indicators, params]);

  // Without Highcharts' accessibility module the chart is an image named by its title, and
  // this chart has none; its load handler has run by the time this effect does.
  useEffect(() => {
    drawn?.chart.renderer.boxWrapper.attr({ 'aria-label': label });
  }, [drawn, label]);

  useEffect(() => {
    if (historyVersion > 0) updater.current?.rewriteAll();
  }, [historyVersion]);

  if (!library || !built) return null;
  const { Highcharts, HighchartsReact } = library;
  return (
    <>
      <HighchartsReact
        highcharts={Highcharts}
        constructorType="stockChart"
        options={built.options}
        immutable
        callback={onCreated}
        containerProps={CONTAINER_PROPS}
      />
      <PaneTitles ref={titles} legends={legends} panes={panes} />
    </>
  );
}
