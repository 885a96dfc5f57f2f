import { describe, expect, it } from 'vitest';
import { createMoneyFormat } from './money-format';

const naira = createMoneyFormat({ code: 'NGN', sign: '₦', decimals: 2, locale: 'en-NG' });
const real = createMoneyFormat({ code: 'BRL', sign: 'R$', decimals: 2, locale: 'pt-BR' });
const rupee = createMoneyFormat({ code: 'INR', sign: '₹', decimals: 2, locale: 'en-IN' });

describe('createMoneyFormat', () => {
  it("puts the tenant's sign before two decimals", () => {
    expect(naira(1234.5)).toBe('₦1,234.50');
    expect(naira('-0.004')).toBe('₦0.00');
    expect(naira(-12.345)).toBe('-₦12.35');
  });

  it("uses the tenant locale's separators", () => {
    expect(real('1234567.891')).toBe('R$1.234.567,89');
  });

  it('signs USD amounts with the dollar whatever the tenant', () => {
    expect(real(10, { currency: 'USD' })).toBe('$10,00');
    expect(rupee(10, { currency: 'USD' })).toBe('$10.00');
  });

  it('writes changes with a plus and quantities without a sign', () => {
    expect(naira(3, { plus: true })).toBe('+₦3.00');
    expect(naira(3, { bare: true })).toBe('3.00');
  });
});
