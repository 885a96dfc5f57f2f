import { INDICATOR_PARAMS } from '@trading/contract';
import { INDICATORS, type IndicatorKind } from './indicator-kind';

/** The numbers each indicator is drawn with, in its specs' order. */
export type IndicatorParams = Readonly<Record<IndicatorKind, readonly number[]>>;

/** One value per indicator, made by `make`. */
export function perIndicator<T>(make: (kind: IndicatorKind) => T): Record<IndicatorKind, T> {
  // fromEntries cannot know that INDICATORS lists every kind.
  return Object.fromEntries(INDICATORS.map((kind) => [kind, make(kind)])) as Record<
    IndicatorKind,
    T
  >;
}

export const DEFAULT_INDICATOR_PARAMS: IndicatorParams = perIndicator((kind) =>
  INDICATOR_PARAMS[kind].map((spec) => spec.default),
);
