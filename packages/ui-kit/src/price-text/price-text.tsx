import type { HTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import type { MoneyInput } from './exact-decimal';
import {
  changeParts,
  priceParts,
  type ChangeOptions,
  type PriceOptions,
  type TextParts,
} from './text-parts';

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

/** Keeps the formatting options away from the span's own attributes, which reach the DOM. */
function splitOptions<P extends object, K extends keyof P>(
  props: P,
  keys: readonly K[],
): [Pick<P, K>, Omit<P, K>] {
  const rest: Partial<P> = { ...props };
  const options: Partial<Pick<P, K>> = {};
  for (const key of keys) {
    options[key] = props[key];
    delete rest[key];
  }
  return [options as Pick<P, K>, rest as Omit<P, K>];
}

function TrendText({ parts, ...rest }: SpanProps & { parts: TextParts }) {
  return (
    <Text data-trend={parts.trend} {...rest}>
      {parts.text}
    </Text>
  );
}

const FORMAT_KEYS = ['sign', 'decimals', 'group', 'point'] as const;

export interface PriceTextProps extends SpanProps, PriceOptions {
  value: MoneyInput;
}

/** A price with its currency sign, optionally coloured by the day's change. */
export function PriceText({ value, ...props }: PriceTextProps) {
  const [options, rest] = splitOptions(props, [...FORMAT_KEYS, 'change']);
  return <TrendText parts={priceParts(value, options)} {...rest} />;
}

export interface ChangeTextProps extends SpanProps, ChangeOptions {
  value: MoneyInput;
}

/** A signed change or percent change, coloured up/down/flat by its sign. */
export function ChangeText({ value, ...props }: ChangeTextProps) {
  const [options, rest] = splitOptions(props, [...FORMAT_KEYS, 'percent', 'beside']);
  return <TrendText parts={changeParts(value, options)} {...rest} />;
}
