import { describe, expect, it } from 'vitest';
import {
  amountOwed,
  amountProblem,
  dailyProfitRange,
  discountedPrice,
  parseQuantity,
  sharesFor,
} from './offer-math';

describe('discountedPrice', () => {
  it('applies price × (1 + discountRate/100) to 2 decimals', () => {
    expect(discountedPrice('230.00', '-5')).toBe('218.50');
    expect(discountedPrice('10', '-8.5')).toBe('9.15');
    expect(discountedPrice('100', '12')).toBe('112.00');
  });

  it('rounds half up once, from the exact product', () => {
    // 0.15 × 0.9 = 0.135 exactly: a float gives 0.13499999…
    expect(discountedPrice('0.15', '-10')).toBe('0.14');
    expect(discountedPrice('1.005', '0')).toBe('1.01');
    expect(discountedPrice('47.21', '-3')).toBe('45.79');
  });
});

describe('amountOwed', () => {
  it('is obtainNum × price − funding', () => {
    expect(amountOwed(500, '45.00', '0')).toBe('22500.00');
    expect(amountOwed(300, '12.35', '1000.5')).toBe('2704.50');
  });

  it('rounds a fraction of a cent up, so paying it completes the funding', () => {
    expect(amountOwed(3, '0.333', '0')).toBe('1.00');
  });

  it('is never below zero', () => {
    expect(amountOwed(10, '1', '25')).toBe('0.00');
  });
});

describe('dailyProfitRange', () => {
  it('is amount × rate% ÷ lockDay at both ends, rounded down to the cent', () => {
    expect(dailyProfitRange('1000', ['1.2', '2.5'], 7)).toEqual(['1.71', '3.57']);
    expect(dailyProfitRange('5000', ['4', '9'], 30)).toEqual(['6.66', '15.00']);
  });

  it('has no range until the amount is a valid amount', () => {
    expect(dailyProfitRange('', ['1', '2'], 7)).toBeNull();
    expect(dailyProfitRange('12.345', ['1', '2'], 7)).toBeNull();
    expect(dailyProfitRange('0', ['1', '2'], 7)).toBeNull();
  });
});

describe('sharesFor', () => {
  it('counts lots of ipoUnit shares for marketBuyModel 0 and shares for 1', () => {
    expect(sharesFor(5, 100, 0)).toBe(500);
    expect(sharesFor(5, 100, 1)).toBe(5);
  });
});

describe('parseQuantity', () => {
  it('takes digits only, above 0', () => {
    expect(parseQuantity('25')).toBe(25);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('2.5')).toBeNull();
    expect(parseQuantity('-3')).toBeNull();
    expect(parseQuantity('1e3')).toBeNull();
  });
});

describe('amountProblem', () => {
  it('asks for an amount, a valid one, and at least the minimum', () => {
    expect(amountProblem('')).toBe('required');
    expect(amountProblem('abc')).toBe('invalid');
    expect(amountProblem('10.001')).toBe('invalid');
    expect(amountProblem('999.99', '1000')).toBe('belowMinimum');
    expect(amountProblem('1000', '1000')).toBeNull();
    expect(amountProblem('12.5')).toBeNull();
  });
});
