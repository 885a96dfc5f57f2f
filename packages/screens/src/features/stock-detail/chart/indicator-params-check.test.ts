import { describe, expect, it } from 'vitest';
import { paramsProblem } from './indicator-params-check';

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
