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

/**
 * A value axis on the right with its labels inside the plot, above their grid line (`y`): a
 * phone has no margin to give an axis.
 */
export const valueAxis = (
  colors: Colors,
  formatter: AxisLabelsFormatterCallbackFunction,
  y = -2,
): YAxisOptions => ({
  opposite: true,
  gridLineColor: colors.border,
  labels: { style: labelStyle(colors), align: 'right', x: -4, y, formatter },
});
