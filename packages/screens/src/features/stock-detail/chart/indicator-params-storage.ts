import { STORAGE_KEYS } from '@trading/api';
import { paramsProblem } from '@trading/contract';
import { INDICATORS } from './indicator-kind';
import { DEFAULT_INDICATOR_PARAMS, perIndicator, type IndicatorParams } from './indicator-params';

/** The part of Storage the parameters need; localStorage in the browser. */
export type ParamsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whoever uses the app without signing in; they share one set per device. */
export const GUEST = 'guest';

/** Each owner's parameters under a key of their own. */
export function paramsStorageKey(owner: string): string {
  return `${STORAGE_KEYS.indicatorParams}:${owner}`;
}

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The stored text: only the indicators set away from their defaults, so that a later change of
 * a default still reaches every indicator a user left alone; null when none is.
 */
export function serializeIndicatorParams(params: IndicatorParams): string | null {
  const changed = INDICATORS.filter(
    (kind) => !sameNumbers(params[kind], DEFAULT_INDICATOR_PARAMS[kind]),
  );
  if (changed.length === 0) return null;
  return JSON.stringify(Object.fromEntries(changed.map((kind) => [kind, params[kind]])));
}

/** Reads stored text back: each indicator it holds usable numbers for, the defaults for the rest. */
export function parseIndicatorParams(stored: string | null): IndicatorParams {
  // The defaults themselves, so a chart drawn with them has nothing to redraw.
  if (stored === null) return DEFAULT_INDICATOR_PARAMS;
  let value: unknown = null;
  try {
    value = stored === null ? null : JSON.parse(stored);
  } catch {
    // Unreadable text (another version's, or edited by hand) counts as nothing stored.
  }
  const saved =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return perIndicator((kind) => {
    const values = saved[kind];
    return Array.isArray(values) && paramsProblem(kind, values) === null
      ? (values as number[])
      : DEFAULT_INDICATOR_PARAMS[kind];
  });
}

export function readIndicatorParams(storage: ParamsStorage, owner: string): IndicatorParams {
  return parseIndicatorParams(storage.getItem(paramsStorageKey(owner)));
}

export function writeIndicatorParams(
  storage: ParamsStorage,
  owner: string,
  params: IndicatorParams,
): void {
  const text = serializeIndicatorParams(params);
  if (text === null) storage.removeItem(paramsStorageKey(owner));
  else storage.setItem(paramsStorageKey(owner), text);
}
