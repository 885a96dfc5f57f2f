import type { PortfolioHistory } from '@trading/contract';
import type { TenantTokens } from '@trading/contract/tenant';
import type { Options } from 'highcharts';
import { timeAxis, valueAxis } from '../../shared/chart/axis-style';

export const VALUE_SERIES_ID = 'value';

export interface ValueChartInput {
  history: PortfolioHistory;
  colors: TenantTokens['color'];
  /** An amount as the screen writes it (tenant's sign, language's separators). */
  money: (value: string | number) => string;
  /** A point's moment, as the tooltip writes it. */
  when: (time: number) => string;
  /** The flag's letter and its tooltip, by kind. */
  flagText: (kind: PortfolioHistory['flows'][number]['kind']) => { title: string; text: string };
}

/**
 * The value line with a flag on it for each deposit, withdrawal or transfer. No navigator,
 * range selector or scrollbar: the range tabs above choose the span, and a phone has no room.
 */
export function buildValueChartOptions({
  history,
  colors,
  money,
  when,
  flagText,
}: ValueChartInput): Options {
  return {
    chart: {
      backgroundColor: 'transparent',
      spacing: [8, 0, 4, 0],
      animation: false,
    },
    credits: { enabled: false },
    navigator: { enabled: false },
    rangeSelector: { enabled: false },
    scrollbar: { enabled: false },
    xAxis: { ...timeAxis(colors), type: 'datetime', ordinal: false },
    yAxis: valueAxis(colors, function () {
      return money(this.value as number);
    }),
    tooltip: {
      split: false,
      shared: false,
      formatter() {
        const point = this as unknown as {
          x: number;
          y?: number;
          series: { type: string };
          point: { text?: string };
        };
        const date = when(point.x);
        if (point.series.type === 'flags') return `${date}<br/>${point.point.text ?? ''}`;
        return `${date}<br/><b>${money(point.y ?? 0)}</b>`;
      },
    },
    // The server already chose the points; grouping them again would hide the last one (now).
    plotOptions: { series: { animation: false, dataGrouping: { enabled: false } } },
    series: [
      {
        type: 'area',
        id: VALUE_SERIES_ID,
        name: 'value',
        data: history.points.map((p) => [p.time, Number(p.value)]),
        color: colors.primary,
        fillOpacity: 0.12,
        lineWidth: 2,
        threshold: null,
        marker: { enabled: false },
      },
      {
        type: 'flags',
        onSeries: VALUE_SERIES_ID,
        shape: 'circlepin',
        width: 14,
        color: colors.textSecondary,
        fillColor: colors.background,
        style: { color: colors.text, fontSize: '10px' },
        data: history.flows.map((flow) => {
          const { title, text } = flagText(flow.kind);
          return { x: flow.time, title, text: `${text} ${money(flow.amount)}` };
        }),
      },
    ],
  };
}
