import { INDICATORS, type IndicatorKind } from './indicator-kind';

/** What a parameter is called in the settings sheet (`stock.indicator.param.<name>`). */
export type ParamName =
  'period' | 'periodN' | 'fast' | 'slow' | 'signal' | 'kSmoothing' | 'dSmoothing' | 'width';

/** One whole number an indicator is calculated with, and the range a user may set it in. */
export interface ParamSpec {
  name: ParamName;
  /** Which of several like parameters (MA's four periods): "Period 2". */
  line?: number;
  default: number;
  min: number;
  max: number;
}

/** Every count of candles: 250 is a trading year, so the year line (MA250) fits. */
const PERIOD = { min: 1, max: 250 };
/** BOLL's band width in standard deviations; beyond a few the bands leave the chart. */
const WIDTH = { min: 1, max: 10 };

const period = (value: number, name: ParamName = 'period'): ParamSpec => ({
  name,
  default: value,
  ...PERIOD,
});
const periods = (values: readonly number[]): ParamSpec[] =>
  values.map((value, i) => ({ ...period(value, 'periodN'), line: i + 1 }));

/**
 * Each indicator's parameters in KLineChart's calcParams order, with its defaults: the charts
 * of the spec's app were KLineChart's, so these are the lines its users know.
 */
export const INDICATOR_PARAMS: Readonly<Record<IndicatorKind, readonly ParamSpec[]>> = {
  MA: periods([5, 10, 30, 60]),
  BOLL: [period(20), { name: 'width', default: 2, ...WIDTH }],
  MACD: [period(12, 'fast'), period(26, 'slow'), period(9, 'signal')],
  KDJ: [period(9), period(3, 'kSmoothing'), period(3, 'dSmoothing')],
  RSI: periods([6, 12, 24]),
  WR: periods([6, 10, 14]),
};

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
