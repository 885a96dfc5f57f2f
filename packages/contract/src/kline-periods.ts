import type { KlinePeriod } from './enums.js';

/** UI labels of the periods; HOUR and HOUR4 have no label and are not in the selector. */
export const KLINE_PERIOD_LABELS = {
  MIN1: '1m',
  MIN5: '5m',
  MIN15: '15m',
  MIN30: '30m',
  DAY: 'D',
  WEEK: 'W',
  MONTH: 'M',
} as const satisfies Partial<Record<KlinePeriod, string>>;
export type KlinePeriodLabel = (typeof KLINE_PERIOD_LABELS)[keyof typeof KLINE_PERIOD_LABELS];

/** The period selector, in the spec's order: 1m, D, W, M, 5m, 15m, 30m. */
export const KLINE_SELECTOR_ORDER = [
  'MIN1',
  'DAY',
  'WEEK',
  'MONTH',
  'MIN5',
  'MIN15',
  'MIN30',
] as const satisfies readonly (keyof typeof KLINE_PERIOD_LABELS)[];

/** Length of a period bucket in ms for the fixed-length periods (DAY/WEEK/MONTH align to calendar). */
export const KLINE_PERIOD_MS = {
  MIN1: 60_000,
  MIN5: 300_000,
  MIN15: 900_000,
  MIN30: 1_800_000,
  HOUR: 3_600_000,
  HOUR4: 14_400_000,
  DAY: 86_400_000,
  WEEK: 604_800_000,
} as const satisfies Partial<Record<KlinePeriod, number>>;
