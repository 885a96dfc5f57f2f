/**
 * The stock chart's indicators and the ranges of their parameters, without zod: the chart's
 * lazy chunk reads them, and the server's ChartSettings schema (domains/chart.ts) checks a
 * user's saved settings against the same ranges.
 */

/** The indicators the chart offers, in the order its selector shows them. */
export const INDICATORS = ['MA', 'BOLL', 'MACD', 'KDJ', 'RSI', 'WR'] as const;
export type IndicatorKind = (typeof INDICATORS)[number];

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

/** Why some numbers cannot draw an indicator. */
export type ParamsProblem =
  | 'count'
  | 'notWhole'
  | 'outOfRange'
  /** MACD's fast average must be the faster one, or DIF is the same line upside down. */
  | 'fastNotBelowSlow';

/**
 * What is wrong with `values` as the parameters of `kind`, or null when they may draw it.
 * Unknown values are welcome: stored text and request bodies are read through here.
 */
export function paramsProblem(
  kind: IndicatorKind,
  values: readonly unknown[],
): ParamsProblem | null {
  const specs = INDICATOR_PARAMS[kind];
  if (values.length !== specs.length) return 'count';
  for (const [i, spec] of specs.entries()) {
    const value = values[i];
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'notWhole';
    if (value < spec.min || value > spec.max) return 'outOfRange';
  }
  if (kind === 'MACD' && (values[0] as number) >= (values[1] as number)) return 'fastNotBelowSlow';
  return null;
}
