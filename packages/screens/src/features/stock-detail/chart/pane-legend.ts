import { formatMoney, INVALID_MONEY } from '@trading/ui-kit';
import { INDICATORS, isOverlay, type IndicatorKind } from './indicator-kind';
import { indicatorSeries } from './indicator-lines';
import type { IndicatorParams } from './indicator-params';
import { INDICATOR_DECIMALS, PRICE_DECIMALS } from './value-precision';

/** One line's entry in its pane's title: its name in the line's colour, then its value. */
export interface LegendLine {
  id: string;
  name: string;
  color: string;
}

/** What heads a pane: the indicator with its parameters ("RSI(6,12,24)") and its lines. */
export interface PaneLegend {
  /** The pane's index: 0 for the prices, 2 on for the oscillators. */
  pane: number;
  title: string;
  lines: LegendLine[];
}

const kindOfLine = (id: string): IndicatorKind | undefined =>
  INDICATORS.find((kind) => id.startsWith(`${kind}-`));

/** A line's name in the reader's words: the indicator's name then what follows it ("RSI6"). */
export function lineName(kind: IndicatorKind, name: string, kindName: string): string {
  return name.startsWith(kind) ? `${kindName}${name.slice(kind.length)}` : name;
}

/** The pane titles of the indicators on, coloured as the chart colours their lines. */
export function paneLegends(
  indicators: readonly IndicatorKind[],
  params: IndicatorParams,
  kindNames: Readonly<Record<IndicatorKind, string>>,
  lineColor: (line: { type: 'line' | 'column' }, index: number) => string,
): PaneLegend[] {
  const oscillators = indicators.filter((kind) => !isOverlay(kind));
  return indicators.map((kind) => ({
    pane: isOverlay(kind) ? 0 : 2 + oscillators.indexOf(kind),
    title: `${kindNames[kind]}(${params[kind].join(',')})`,
    // Names only: no candles, so nothing is calculated.
    lines: indicatorSeries(kind, [], params[kind]).map((line, i) => ({
      id: line.id,
      name: lineName(kind, line.name, kindNames[kind]),
      color: lineColor(line, i),
    })),
  }));
}

/** Decimals of a line's values: those drawn over prices are prices. */
export function lineDecimals(id: string, priceDecimals = PRICE_DECIMALS): number {
  const kind = kindOfLine(id);
  return kind !== undefined && isOverlay(kind) ? priceDecimals : INDICATOR_DECIMALS;
}

/** A line's latest value as its pane title shows it: "63.49", or "--" before it has one. */
export function legendValue(
  id: string,
  value: number | null | undefined,
  priceDecimals = PRICE_DECIMALS,
): string {
  return typeof value === 'number'
    ? formatMoney(value, { decimals: lineDecimals(id, priceDecimals) })
    : INVALID_MONEY;
}
