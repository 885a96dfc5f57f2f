import type { Ref } from 'react';
import styled from 'styled-components';
import { legendValue, type PaneLegend } from './pane-legend';
import { AXIS_ROOM, TOP_ROOM, type PaneBox } from './pane-layout';

export interface PaneTitlesProps {
  legends: readonly PaneLegend[];
  panes: readonly PaneBox[];
  /** Each line's newest value by id, when known at render (the still picture's). */
  values?: ReadonlyMap<string, number | null>;
  ref?: Ref<HTMLDivElement>;
}

/** Highcharts' spacing left of the plot, and a little more. */
const LEFT = 8;

// Over the chart, never in the way of a finger: touches pan the chart under it.
const Layer = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  font-size: 10px;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Title = styled.p`
  position: absolute;
  left: ${LEFT}px;
  right: 56px;
  margin: 0;
  line-height: 12px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  font-variant-numeric: tabular-nums;
  text-shadow: ${({ theme }) =>
    [-1, 1]
      .flatMap((x) => [-1, 1].map((y) => `${x}px ${y}px 1px ${theme.color.background}`))
      .join(', ')};
`;

/** A title `paneTop` percent down the plot, as paneLayout places the pane. */
const place = (paneTop: string) => ({
  top: `calc(${TOP_ROOM}px + (100% - ${TOP_ROOM + AXIS_ROOM}px) * ${parseFloat(paneTop) / 100})`,
});

/**
 * Each indicator's name, parameters and lines' latest values over the pane it is drawn in
 * ("RSI(6,12,24) RSI6 63.49 …"). The values are written by {@link writeLatestValues} as the
 * chart recalculates its lines, without React.
 */
export function PaneTitles({ legends, panes, values, ref }: PaneTitlesProps) {
  // Overlays share the price pane: their titles stack down from its top.
  const stacked = new Map<number, number>();
  return (
    <Layer ref={ref} data-testid="chart-pane-titles">
      {legends.map((legend) => {
        const row = stacked.get(legend.pane) ?? 0;
        stacked.set(legend.pane, row + 1);
        const pane = panes[legend.pane];
        if (!pane) return null;
        return (
          <Title
            key={legend.title}
            style={{ ...place(pane.top), marginTop: row * 12 }}
            data-pane={legend.pane}
          >
            {legend.title}
            {legend.lines.map((line) => (
              <span key={line.id} style={{ color: line.color }}>
                {' '}
                {line.name}{' '}
                <span data-line={line.id}>{legendValue(line.id, values?.get(line.id))}</span>
              </span>
            ))}
          </Title>
        );
      })}
    </Layer>
  );
}

/** Writes each line's latest value into its title, in place. */
export function writeLatestValues(
  layer: HTMLElement | null,
  values: ReadonlyMap<string, number | null>,
  priceDecimals: number,
): void {
  if (!layer) return;
  for (const [id, value] of values) {
    const cell = layer.querySelector(`[data-line="${id}"]`);
    if (cell) cell.textContent = legendValue(id, value, priceDecimals);
  }
}
