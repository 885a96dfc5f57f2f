import { describe, expect, it } from 'vitest';
import { feeRateText, quoteExchange } from './exchange-quote';

const info = { balance: '10000.00', usdBalance: '50.00', usdTo: '1550', feeRate: '0.5' };

describe('quoteExchange', () => {
  it('takes the fee (rounded up to the cent) and converts the rest, rounded down to the cent', () => {
    // 1000 NGN: fee 5.00, 995 / 1550 = 0.641935… → 0.64 USD
    expect(quoteExchange('1000', 'toUSD', info)).toEqual({
      kind: 'ok',
      fee: '5.00',
      receive: '0.64',
    });
    // 10 USD: fee 0.05, 9.95 × 1550 = 15422.50 NGN
    expect(quoteExchange('10', 'toLocal', info)).toEqual({
      kind: 'ok',
      fee: '0.05',
      receive: '15422.50',
    });
    // 0.01 NGN: fee 0.00005 rounds up to 0.01 and nothing is left to convert.
    expect(quoteExchange('0.01', 'toUSD', info)).toEqual({
      kind: 'ok',
      fee: '0.01',
      receive: '0.00',
    });
  });

  it('is exact where floating point is not', () => {
    const noFee = { ...info, feeRate: '0', usdTo: '0.1' };
    // 0.3 × 0.1 in floating point is 0.030000000000000002.
    expect(quoteExchange('0.3', 'toLocal', noFee)).toMatchObject({ receive: '0.03' });
  });

  it('says insufficient above the paying balance, and invalid for non-amounts', () => {
    expect(quoteExchange('10000.01', 'toUSD', info).kind).toBe('insufficient');
    expect(quoteExchange('50.01', 'toLocal', info).kind).toBe('insufficient');
    expect(quoteExchange('50', 'toLocal', info).kind).toBe('ok');
    expect(quoteExchange('0', 'toUSD', info).kind).toBe('invalid');
    expect(quoteExchange('1.234', 'toUSD', info).kind).toBe('invalid');
    expect(quoteExchange('abc', 'toUSD', info).kind).toBe('invalid');
    expect(quoteExchange(' ', 'toUSD', info).kind).toBe('empty');
  });
});

describe('feeRateText', () => {
  it('shows the rate as a percent only when above zero', () => {
    expect(feeRateText('0.5000')).toBe('0.5%');
    expect(feeRateText('2')).toBe('2%');
    expect(feeRateText('0')).toBeNull();
  });
});
