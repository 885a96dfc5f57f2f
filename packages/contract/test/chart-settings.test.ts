import { describe, expect, it } from 'vitest';
import { ChartSettings, INDICATOR_PARAMS, INDICATORS, paramsProblem } from '../src/index.js';

const defaults = Object.fromEntries(
  INDICATORS.map((kind) => [kind, INDICATOR_PARAMS[kind].map((spec) => spec.default)]),
);

describe('paramsProblem', () => {
  it('accepts whole numbers within each parameter’s range', () => {
    expect(paramsProblem('MA', [1, 10, 30, 250])).toBeNull();
    expect(paramsProblem('BOLL', [20, 10])).toBeNull();
    expect(paramsProblem('MACD', [12, 26, 9])).toBeNull();
  });

  it('wants one number per parameter', () => {
    expect(paramsProblem('RSI', [6, 12])).toBe('count');
    expect(paramsProblem('KDJ', [9, 3, 3, 3])).toBe('count');
  });

  it('refuses anything but whole numbers', () => {
    expect(paramsProblem('WR', [6, 10.5, 14])).toBe('notWhole');
    expect(paramsProblem('WR', [6, '10', 14])).toBe('notWhole');
    expect(paramsProblem('WR', [6, null, 14])).toBe('notWhole');
  });

  it('keeps periods within 1 to 250 and the band width within 1 to 10', () => {
    expect(paramsProblem('MA', [0, 10, 30, 60])).toBe('outOfRange');
    expect(paramsProblem('MA', [5, 10, 30, 251])).toBe('outOfRange');
    expect(paramsProblem('BOLL', [20, 11])).toBe('outOfRange');
  });

  it('wants MACD’s fast average faster than its slow one', () => {
    expect(paramsProblem('MACD', [26, 26, 9])).toBe('fastNotBelowSlow');
    expect(paramsProblem('MACD', [30, 26, 9])).toBe('fastNotBelowSlow');
  });

  it('keeps every default inside the range a user may set', () => {
    for (const kind of INDICATORS) expect(paramsProblem(kind, defaults[kind]!)).toBeNull();
  });
});

describe('ChartSettings', () => {
  it('takes the indicators on and every indicator’s parameters', () => {
    const settings = { indicators: ['MA', 'RSI'], params: defaults };
    expect(ChartSettings.parse(settings)).toEqual(settings);
  });

  it('refuses 0 and 999 with the ranges the settings sheet offers, at the indicator’s path', () => {
    for (const bad of [0, 999]) {
      const parsed = ChartSettings.safeParse({
        indicators: [],
        params: { ...defaults, RSI: [bad, 12, 24] },
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues).toEqual([
        expect.objectContaining({
          path: ['params', 'RSI'],
          message: 'RSI takes 3 whole numbers, in 1–250, 1–250, 1–250',
        }),
      ]);
    }
  });

  it('refuses an unknown indicator, one listed twice, and a missing parameter set', () => {
    expect(ChartSettings.safeParse({ indicators: ['VWAP'], params: defaults }).success).toBe(false);
    expect(ChartSettings.safeParse({ indicators: ['MA', 'MA'], params: defaults }).success).toBe(
      false,
    );
    const { WR: _missing, ...partial } = defaults;
    expect(ChartSettings.safeParse({ indicators: [], params: partial }).success).toBe(false);
  });
});
