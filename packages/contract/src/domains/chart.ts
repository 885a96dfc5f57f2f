import { z } from 'zod';
import {
  INDICATOR_PARAMS,
  INDICATORS,
  paramsProblem,
  type IndicatorKind,
  type ParamsProblem,
} from '../indicator-params.js';

export const ChartIndicator = z.enum(INDICATORS);

const numbers = () => z.array(z.number());
const shape: Record<IndicatorKind, ReturnType<typeof numbers>> = {
  MA: numbers(),
  BOLL: numbers(),
  MACD: numbers(),
  KDJ: numbers(),
  RSI: numbers(),
  WR: numbers(),
};

/** What a refused parameter set is told, with the ranges the settings sheet offers. */
function problemMessage(kind: IndicatorKind, problem: ParamsProblem): string {
  if (problem === 'fastNotBelowSlow') return 'MACD needs its fast period below its slow one';
  const ranges = INDICATOR_PARAMS[kind].map((spec) => `${spec.min}–${spec.max}`).join(', ');
  return `${kind} takes ${INDICATOR_PARAMS[kind].length} whole numbers, in ${ranges}`;
}

/** Every indicator's parameters, in INDICATOR_PARAMS' order, each within its range. */
export const IndicatorParamValues = z.object(shape).superRefine((params, ctx) => {
  for (const kind of INDICATORS) {
    const problem = paramsProblem(kind, params[kind]);
    if (problem)
      ctx.addIssue({ code: 'custom', path: [kind], message: problemMessage(kind, problem) });
  }
});
export type IndicatorParamValues = z.infer<typeof IndicatorParamValues>;

/**
 * GET/PUT /user/chartSettings: the stock chart as a user left it, kept with the account so it
 * follows them to every device: the indicators switched on (each once) and every indicator's
 * parameters.
 */
export const ChartSettings = z.object({
  indicators: z
    .array(ChartIndicator)
    .max(INDICATORS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'each indicator once'),
  params: IndicatorParamValues,
});
export type ChartSettings = z.infer<typeof ChartSettings>;
