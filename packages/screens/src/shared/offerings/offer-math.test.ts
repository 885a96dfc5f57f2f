import { describe, expect, it } from 'vitest';
import {
  amountOwed,
  dailyProfitRange,
  discountedPrice,
  readAmount,
  readQuantity,
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

describe('readQuantity', () => {
  it('takes whole quantities above 0, and says why it refuses the rest', () => {
    expect(readQuantity('25')).toEqual({ ok: true, value: 25 });
    expect(readQuantity('')).toEqual({ ok: false, problem: 'required' });
    expect(readQuantity('0')).toEqual({ ok: false, problem: 'zero' });
    expect(readQuantity('1.5')).toEqual({ ok: false, problem: 'whole' });
    expect(readQuantity('-1')).toEqual({ ok: false, problem: 'negative' });
    expect(readQuantity('1e3')).toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('readAmount', () => {
  it('asks for an amount, a readable one, and at least the minimum', () => {
    expect(readAmount('')).toEqual({ ok: false, problem: 'required' });
    expect(readAmount('abc')).toEqual({ ok: false, problem: 'unreadable' });
    expect(readAmount('10.0001')).toEqual({ ok: false, problem: 'decimals' });
    expect(readAmount('-5')).toEqual({ ok: false, problem: 'negative' });
    expect(readAmount('999.99', '1000')).toEqual({ ok: false, problem: 'belowMinimum' });
    expect(readAmount('1,000', '1000')).toEqual({ ok: true, value: '1000' });
    expect(readAmount('12.5')).toEqual({ ok: true, value: '12.5' });
  });
});
