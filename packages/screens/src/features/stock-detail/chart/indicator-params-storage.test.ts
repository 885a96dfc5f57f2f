import { describe, expect, it } from 'vitest';
import { DEFAULT_INDICATOR_PARAMS } from './indicator-params';
import {
  parseIndicatorParams,
  paramsStorageKey,
  readIndicatorParams,
  serializeIndicatorParams,
  writeIndicatorParams,
} from './indicator-params-storage';

const custom = { ...DEFAULT_INDICATOR_PARAMS, MA: [7, 14, 28, 56], RSI: [14, 12, 24] };

describe('indicator parameter storage', () => {
  it('stores only the indicators set away from their defaults', () => {
    expect(serializeIndicatorParams(custom)).toBe('{"MA":[7,14,28,56],"RSI":[14,12,24]}');
    expect(serializeIndicatorParams(DEFAULT_INDICATOR_PARAMS)).toBeNull();
  });

  it('reads back what it stored, with the defaults for the rest', () => {
    expect(parseIndicatorParams(serializeIndicatorParams(custom))).toEqual(custom);
    expect(parseIndicatorParams(null)).toEqual(DEFAULT_INDICATOR_PARAMS);
  });

  it('falls back to the defaults for whatever it cannot use', () => {
    expect(parseIndicatorParams('not json')).toEqual(DEFAULT_INDICATOR_PARAMS);
    expect(parseIndicatorParams('[1, 2]')).toEqual(DEFAULT_INDICATOR_PARAMS);
    expect(parseIndicatorParams('"MA"')).toEqual(DEFAULT_INDICATOR_PARAMS);
    expect(
      parseIndicatorParams(
        JSON.stringify({
          MA: [5, 10],
          RSI: [6, 12, 999],
          MACD: [26, 12, 9],
          WR: [3, 4, 5],
          X: [1],
        }),
      ),
    ).toEqual({ ...DEFAULT_INDICATOR_PARAMS, WR: [3, 4, 5] });
  });

  it('keeps each user’s parameters under a key of their own, and clears it on defaults', () => {
    localStorage.clear();
    writeIndicatorParams(localStorage, '1234567890', custom);
    expect(localStorage.getItem(paramsStorageKey('1234567890'))).toBe(
      serializeIndicatorParams(custom),
    );
    expect(paramsStorageKey('guest')).toBe('indicatorParams:guest');
    expect(readIndicatorParams(localStorage, '1234567890')).toEqual(custom);
    expect(readIndicatorParams(localStorage, 'guest')).toEqual(DEFAULT_INDICATOR_PARAMS);
    writeIndicatorParams(localStorage, '1234567890', DEFAULT_INDICATOR_PARAMS);
    expect(localStorage.length).toBe(0);
  });
});
