import type { TenantTokens } from '@trading/contract/tenant';
import type { AxisLabelsFormatterCallbackFunction, XAxisOptions, YAxisOptions } from 'highcharts';
import { CLOCK_24H } from './clock-24h';

type Colors = TenantTokens['color'];

const labelStyle = (colors: Colors) => ({ color: colors.textSecondary, fontSize: '10px' });

/** The time axis of every chart: 24-hour times in small secondary text on the theme's border colour. */
export const timeAxis = (colors: Colors): XAxisOptions => ({
  dateTimeLabelFormats: CLOCK_24H,
  lineColor: colors.border,
  tickColor: colors.border,
  labels: { style: labelStyle(colors) },
});

/** Between the plot's edge and a value label. */
export const LABEL_INSET = 4;

/**
 * A value axis on the right, each label above its grid line (`y`). Inside the plot by default:
 * a small chart has no margin to give an axis. `outside` puts the labels in the chart's right
 * margin, for a chart that keeps one for them (the stock chart, whose newest candles sit at the
 * right edge).
 */
export const valueAxis = (
  colors: Colors,
  formatter: AxisLabelsFormatterCallbackFunction,
  { y = -2, outside = false }: { y?: number; outside?: boolean } = {},
): YAxisOptions => ({
  opposite: true,
  gridLineColor: colors.border,
  labels: {
    style: labelStyle(colors),
    align: outside ? 'left' : 'right',
    x: outside ? LABEL_INSET : -LABEL_INSET,
    y,
    formatter,
  },
});
