import type { HTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import type { MoneyInput } from './exact-decimal';
import { changeParts, priceParts, type ChangeOptions, type PriceOptions } from './text-parts';

// The colour hangs on an attribute, not a prop-built class, so a trend flip is one attribute
// write, the same whether React renders it or a live cell writes it (writeTextParts).
const Text = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: inherit;
  &[data-trend='up'] {
    color: ${({ theme }) => theme.color.up};
  }
  &[data-trend='down'] {
    color: ${({ theme }) => theme.color.down};
  }
  &[data-trend='flat'] {
    color: ${({ theme }) => theme.color.flat};
  }
`;

type SpanProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  ref?: Ref<HTMLSpanElement>;
};

export interface PriceTextProps extends SpanProps, PriceOptions {
  value: MoneyInput;
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
  const { text, trend } = priceParts(value, { change, zero, sign, decimals, group, point });
  return (
    <Text data-trend={trend} {...rest}>
      {text}
    </Text>
  );
}

export interface ChangeTextProps extends SpanProps, ChangeOptions {
  value: MoneyInput;
}

/** A signed change or percent change, coloured up/down/flat by its sign. */
export function ChangeText({
  value,
  percent,
  zero,
  sign,
  decimals,
  group,
  point,
  beside,
  ...rest
}: ChangeTextProps) {
  const { text, trend } = changeParts(value, {
    percent,
    zero,
    sign,
    decimals,
    group,
    point,
    beside,
  });
  return (
    <Text data-trend={trend} {...rest}>
      {text}
    </Text>
  );
}
