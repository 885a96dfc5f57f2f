import * as exact from './exact-decimal';
import type { MoneyInput } from './exact-decimal';
import {
  formatMoney,
  INVALID_MONEY,
  trendOf,
  type FormatMoneyOptions,
  type Trend,
} from './format-money';

/** What a price or change node shows: its text, and the trend that colours it (none: inherit). */
export interface TextParts {
  text: string;
  trend: Trend | undefined;
}

export type NumberFormat = Pick<FormatMoneyOptions, 'sign' | 'decimals' | 'group' | 'point'>;

export interface PriceOptions extends NumberFormat {
  /** When given, the price takes the up/down colour of this change. */
  change?: MoneyInput | undefined;
}

export interface ChangeOptions extends NumberFormat {
  /** Render as a percentage ("+1.25%"). */
  percent?: boolean | undefined;
  /**
   * The change a percent stands beside. When the percent rounds to zero its sign and colour
   * follow this change, so "-0.01 (-0.00%)" never reads "-0.01 (+0.00%)" in two colours.
   */
  beside?: MoneyInput | undefined;
}

export function priceParts(value: MoneyInput, options: PriceOptions = {}): TextParts {
  const { change, ...format } = options;
  return {
    text: formatMoney(value, format),
    trend: change === undefined ? undefined : trendOf(change),
  };
}

/**
 * A signed change. Sign and colour follow the digits shown, not the raw value: "-0.004" shows
 * "0.00", so it takes the direction of `beside` when given, else it is flat.
 */
export function changeParts(value: MoneyInput, options: ChangeOptions = {}): TextParts {
  const { percent = false, beside, ...format } = options;
  const parsed = exact.parse(value);
  if (!parsed) return { text: INVALID_MONEY, trend: 'flat' };
  const suffix = percent ? '%' : '';
  const shown = exact.round(parsed, format.decimals ?? 2, 'halfUp');
  if (shown.units !== 0n) {
    return {
      text: formatMoney(value, { ...format, plus: true, suffix }),
      trend: shown.units < 0n ? 'down' : 'up',
    };
  }
  const trend = beside === undefined ? 'flat' : trendOf(beside);
  const prefix = trend === 'up' ? '+' : trend === 'down' ? '-' : '';
  return { text: `${prefix}${formatMoney(0, { ...format, suffix })}`, trend };
}

/**
 * Updates a node rendered by PriceText or ChangeText in place, touching only what changed: the
 * live path, where a re-render per tick would cost more than the frame has.
 */
export function writeTextParts(node: HTMLElement | null, parts: TextParts): void {
  if (node === null) return;
  if (node.textContent !== parts.text) node.textContent = parts.text;
  if (node.dataset.trend !== parts.trend) {
    if (parts.trend === undefined) delete node.dataset.trend;
    else node.dataset.trend = parts.trend;
  }
}
