import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  formatMoney,
  trendOf,
  type FormatMoneyOptions,
  type MoneyInput,
  type Trend,
} from './format-money';

const Text = styled.span<{ $trend: Trend | null }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $trend }) => ($trend ? theme.color[$trend] : 'inherit')};
`;

type SpanProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

export interface PriceTextProps
  extends SpanProps, Pick<FormatMoneyOptions, 'sign' | 'decimals' | 'group' | 'point'> {
  value: MoneyInput;
  /** When given, the price takes the up/down colour of this change. */
  change?: MoneyInput;
  zero?: 'up' | 'flat';
}

/** A price with its currency sign, optionally coloured by the day's change. */
export function PriceText({
  value,
  change,
  zero,
  sign,
  decimals,
  group,
  point,
  ...rest
}: PriceTextProps) {
  return (
    <Text $trend={change === undefined ? null : trendOf(change, zero)} {...rest}>
      {formatMoney(value, { sign, decimals, group, point })}
    </Text>
  );
}

export interface ChangeTextProps
  extends SpanProps, Pick<FormatMoneyOptions, 'sign' | 'decimals' | 'group' | 'point'> {
  value: MoneyInput;
  /** Render as a percentage ("+1.25%"). */
  percent?: boolean;
  zero?: 'up' | 'flat';
}

/** A signed change or percent change, coloured up/down/flat by its sign. */
export function ChangeText({
  value,
  percent = false,
  zero,
  sign,
  decimals,
  group,
  point,
  ...rest
}: ChangeTextProps) {
  return (
    <Text $trend={trendOf(value, zero)} {...rest}>
      {formatMoney(value, { sign, decimals, group, point, plus: true, suffix: percent ? '%' : '' })}
    </Text>
  );
}
