import { describe, expect, it } from 'vitest';
import { numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { INDICATOR_PARAMS } from './indicator-params';
import { paramsProblem, readParam } from './indicator-params-check';

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
});

describe('readParam', () => {
  const period = INDICATOR_PARAMS.RSI[0]!;
  const width = INDICATOR_PARAMS.BOLL[1]!;

  it('reads a whole number within the range', () => {
    expect(readParam(period, '6')).toBe(6);
    expect(readParam(period, ' 250 ')).toBe(250);
    expect(readParam(width, '10')).toBe(10);
  });

  it('refuses 0, 999, fractions, signs and text instead of pulling them into range', () => {
    for (const typed of ['0', '999', '251', '2.5', '-6', '', 'six', '1e2'])
      expect(readParam(period, typed)).toBeNull();
    expect(readParam(width, '11')).toBeNull();
  });

  it("reads the screen's language: a pt decimal comma is a fraction, not a digit", () => {
    setNumberLocale(numberLocaleOf('pt'));
    try {
      expect(readParam(period, '2,5')).toBeNull();
      expect(readParam(period, '25')).toBe(25);
    } finally {
      setNumberLocale(numberLocaleOf('en'));
    }
  });
});
