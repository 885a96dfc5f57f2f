import { readTypedNumber } from '@trading/ui-kit';
import type { IndicatorKind } from './indicator-kind';
import { INDICATOR_PARAMS, type ParamSpec } from './indicator-params';

/** Why some numbers cannot draw an indicator. */
export type ParamsProblem =
  | 'count'
  | 'notWhole'
  | 'outOfRange'
  /** MACD's fast average must be the faster one, or DIF is the same line upside down. */
  | 'fastNotBelowSlow';

/**
 * What is wrong with `values` as the parameters of `kind`, or null when they may draw it.
 * Unknown values are welcome: stored text is read back through here.
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

/**
 * The value typed into a parameter's field, read in the screen's language, or null when it is
 * not a whole number within the parameter's range: the field then says so, rather than the
 * number being pulled into range behind the user's back.
 */
export function readParam(spec: ParamSpec, text: string): number | null {
  const reading = readTypedNumber(text, { kind: 'whole' });
  if (!reading.ok) return null;
  const value = Number(reading.value);
  return value >= spec.min && value <= spec.max ? value : null;
}
