import { formatMoney } from '@trading/ui-kit';
import { INDICATORS, type IndicatorKind } from './indicator-kind';
import { lineDecimals, lineName } from './pane-legend';
import { PRICE_DECIMALS, VOLUME_DECIMALS } from './value-precision';

/** The tooltip's words, from the screen's catalogue. */
export interface TooltipWords {
  open: string;
  high: string;
  low: string;
  close: string;
  price: string;
  volume: string;
  /** Each indicator's name ("MA"), which its lines' names start with ("MA5"). */
  indicators: Readonly<Record<IndicatorKind, string>>;
}

/** What the tooltip is told about one hovered point (a Highcharts point, read by the chart). */
export interface HoveredPoint {
  /** The series' id: the price, the volume, or an indicator line ("RSI-0"). */
  id: string;
  /** The line's own name ("RSI6", "DIF"). */
  name: string;
  color: string;
  value: number | null | undefined;
  /** A candle's open, high, low and close. */
  ohlc?: readonly [number, number, number, number];
}

export type TooltipRow = readonly [label: string, value: string, color: string];

const kindOf = (id: string): IndicatorKind | undefined =>
  INDICATORS.find((kind) => id.startsWith(`${kind}-`));

/**
 * The tooltip's lines for the hovered points, in the reader's words and numbers: prices and the
 * lines drawn over them to the price's decimals, oscillators to theirs, volume whole.
 */
export function tooltipRows(
  points: readonly HoveredPoint[],
  words: TooltipWords,
  priceDecimals = PRICE_DECIMALS,
): TooltipRow[] {
  const rows: TooltipRow[] = [];
  const price = (value: number) => formatMoney(value, { decimals: priceDecimals });
  for (const point of points) {
    if (point.ohlc) {
      const [open, high, low, close] = point.ohlc;
      rows.push(
        [words.open, price(open), point.color],
        [words.high, price(high), point.color],
        [words.low, price(low), point.color],
        [words.close, price(close), point.color],
      );
      continue;
    }
    if (typeof point.value !== 'number') continue;
    const kind = kindOf(point.id);
    if (kind === undefined) {
      rows.push(
        point.id === 'volume'
          ? [words.volume, formatMoney(point.value, { decimals: VOLUME_DECIMALS }), point.color]
          : [words.price, price(point.value), point.color],
      );
      continue;
    }
    rows.push([
      lineName(kind, point.name, words.indicators[kind]),
      formatMoney(point.value, { decimals: lineDecimals(point.id, priceDecimals) }),
      point.color,
    ]);
  }
  return rows;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tooltip as Highcharts draws it: the candle's time, then a line per row. */
export function tooltipHtml(time: string, rows: readonly TooltipRow[]): string {
  let html = `<span style="font-size:10px">${escapeHtml(time)}</span>`;
  for (const [label, value, color] of rows)
    html += `<br/><span style="color:${escapeHtml(color)}">\u25CF</span> ${escapeHtml(label)}: <b>${escapeHtml(value)}</b>`;
  return html;
}
