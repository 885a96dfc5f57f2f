import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text';

describe('moneyText', () => {
  it('writes each amount with its own currency’s sign, whatever the tenant', () => {
    expect(moneyText('200', 'USD')).toBe('$200.00');
    expect(moneyText('48360.48', 'NGN')).toBe('₦48,360.48');
    expect(moneyText('1500', 'INR')).toBe('₹1,500.00');
    expect(moneyText('10', 'BRL')).toBe('R$10.00');
  });

  it('never lends a sign to a code that is not a currency of the books', () => {
    expect(moneyText('200', 'USDT')).toBe('200.00 USDT');
  });
});
