import { describe, expect, it } from 'vitest';
import { exchangeQuote } from '../src/exchange-quote.js';
import type { MONEY_ROUNDINGS } from '../src/money-rounding.js';
import { centsOf, roundQuotient } from '../src/money-rounding.js';
import { MONEY_SCALE } from '../src/trade-fee.js';

const ONE = 10n ** BigInt(MONEY_SCALE);
const units = (text: string) => {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole!) * ONE + BigInt(fraction.padEnd(MONEY_SCALE, '0'));
  return negative ? -value : value;
};
/** A value in units to the cent, rounded by `rule` (value ÷ 1). */
const toCent = (text: string, rule: (typeof MONEY_ROUNDINGS)[number]) =>
  centsOf(units(text), 1n, rule);

describe('roundQuotient', () => {
  it.each([
    // n, d, half-even, half-up, up, down
    [5n, 2n, 2n, 3n, 3n, 2n],
    [7n, 2n, 4n, 4n, 4n, 3n],
    [-5n, 2n, -2n, -3n, -3n, -2n],
    [11n, 4n, 3n, 3n, 3n, 2n],
    [9n, 4n, 2n, 2n, 3n, 2n],
    [6n, 3n, 2n, 2n, 2n, 2n],
  ])('%s ÷ %s', (n, d, halfEven, halfUp, up, down) => {
    expect(roundQuotient(n, d, 'half-even')).toBe(halfEven);
    expect(roundQuotient(n, d, 'half-up')).toBe(halfUp);
    expect(roundQuotient(n, d, 'up')).toBe(up);
    expect(roundQuotient(n, d, 'down')).toBe(down);
  });

  it('refuses a division by zero', () => {
    expect(() => roundQuotient(1n, 0n, 'half-even')).toThrow();
  });
});

describe('centsOf', () => {
  it('rounds half to even only on an exact half cent', () => {
    expect(toCent('0.5025', 'half-even')).toBe(units('0.50'));
    expect(toCent('0.005', 'half-even')).toBe(units('0'));
    expect(toCent('0.015', 'half-even')).toBe(units('0.02'));
    expect(toCent('0.00500001', 'half-even')).toBe(units('0.01'));
    expect(toCent('18.3468', 'half-even')).toBe(units('18.35'));
    expect(toCent('-0.005', 'half-even')).toBe(units('0'));
  });

  it('keeps each stated rule', () => {
    expect(toCent('0.5025', 'up')).toBe(units('0.51'));
    expect(toCent('18.3468', 'down')).toBe(units('18.34'));
    expect(toCent('0.005', 'half-up')).toBe(units('0.01'));
  });
});

describe('exchangeQuote', () => {
  const brl = { usdTo: units('5.45'), feeRate: units('0.5') };

  it('rounds the fee and the proceeds by the rule, once, from the exact value', () => {
    // The figures: fee 0.5025 → 0.50 and 100.00 ÷ 5.45 = 18.3486… → 18.35.
    expect(exchangeQuote(units('100.50'), brl.usdTo, brl.feeRate, 'toUSD', 'half-even')).toEqual({
      fee: units('0.50'),
      net: units('100'),
      received: units('18.35'),
    });
    expect(exchangeQuote(units('10'), brl.usdTo, brl.feeRate, 'toLocal', 'half-even')).toEqual({
      fee: units('0.05'),
      net: units('9.95'),
      received: units('54.23'),
    });
  });

  it('is the house-favouring quote of old under up/down', () => {
    const quote = exchangeQuote(units('100.50'), brl.usdTo, brl.feeRate, 'toUSD', 'up');
    expect(quote.fee).toBe(units('0.51'));
    expect(exchangeQuote(units('100.50'), brl.usdTo, brl.feeRate, 'toUSD', 'down').received).toBe(
      units('18.34'),
    );
  });
});
