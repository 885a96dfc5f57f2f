import type { MoneyInput } from './exact-decimal';
import { formatMoney, trendOf, type FormatMoneyOptions, type Trend } from './format-money';

/** What a price or change node shows: its text, and the trend that colours it (none: inherit). */
export interface TextParts {
  text: string;
  trend: Trend | undefined;
}

export type NumberFormat = Pick<FormatMoneyOptions, 'sign' | 'decimals' | 'group' | 'point'>;

export interface PriceOptions extends NumberFormat {
  /** When given, the price takes the up/down colour of this change. */
  change?: MoneyInput | undefined;
  zero?: 'up' | 'flat' | undefined;
}

export interface ChangeOptions extends NumberFormat {
  /** Render as a percentage ("+1.25%"). */
  percent?: boolean | undefined;
  zero?: 'up' | 'flat' | undefined;
}

export function priceParts(value: MoneyInput, options: PriceOptions = {}): TextParts {
  const { change, zero, ...format } = options;
  return {
    text: formatMoney(value, format),
    trend: change === undefined ? undefined : trendOf(change, zero),
  };
}

export function changeParts(value: MoneyInput, options: ChangeOptions = {}): TextParts {
  const { percent = false, zero, ...format } = options;
  return {
    text: formatMoney(value, { ...format, plus: true, suffix: percent ? '%' : '' }),
    trend: trendOf(value, zero),
  };
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
