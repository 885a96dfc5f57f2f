import { describe, expect, it } from 'vitest';
import { feeRateText, quoteExchange } from './exchange-quote';

const info = { balance: '10000.00', usdBalance: '50.00', usdTo: '1550', feeRate: '0.5' };

describe('quoteExchange', () => {
  it('takes the fee and converts the rest, each rounded to the cent by the tenant’s rule', () => {
    // 1000 NGN: fee 5.00, 995 / 1550 = 0.641935… → 0.64 USD
    expect(quoteExchange('1000', 'toUSD', info, 'half-even')).toEqual({
      kind: 'ok',
      amount: '1000.00',
      fee: '5.00',
      receive: '0.64',
      balanceAfter: '9000.00',
    });
    // 10 USD: fee 0.05, 9.95 × 1550 = 15422.50 NGN
    expect(quoteExchange('10', 'toLocal', info, 'half-even')).toMatchObject({
      kind: 'ok',
      fee: '0.05',
      receive: '15422.50',
      balanceAfter: '40.00',
    });
  });

  it('shows the issue’s figures as the server books them: half to even, not for the house', () => {
    const brl = { ...info, usdTo: '5.45' };
    // Fee 0.5025 → 0.50; 100.00 ÷ 5.45 = 18.3486… → 18.35.
    expect(quoteExchange('100.50', 'toUSD', brl, 'half-even')).toMatchObject({
      fee: '0.50',
      receive: '18.35',
    });
    expect(quoteExchange('100.50', 'toUSD', brl, 'up')).toMatchObject({ fee: '0.51' });
  });

  it('is exact where floating point is not', () => {
    const noFee = { ...info, feeRate: '0', usdTo: '0.1' };
    // 0.3 × 0.1 in floating point is 0.030000000000000002.
    expect(quoteExchange('0.3', 'toLocal', noFee, 'half-even')).toMatchObject({ receive: '0.03' });
  });

  it('says insufficient above the paying balance, and invalid for non-amounts', () => {
    expect(quoteExchange('10000.01', 'toUSD', info, 'half-even').kind).toBe('insufficient');
    expect(quoteExchange('50.01', 'toLocal', info, 'half-even').kind).toBe('insufficient');
    expect(quoteExchange('50', 'toLocal', info, 'half-even').kind).toBe('ok');
    expect(quoteExchange('0', 'toUSD', info, 'half-even').kind).toBe('invalid');
    expect(quoteExchange('1.234', 'toUSD', info, 'half-even').kind).toBe('invalid');
    expect(quoteExchange('abc', 'toUSD', info, 'half-even').kind).toBe('invalid');
    expect(quoteExchange(' ', 'toUSD', info, 'half-even').kind).toBe('empty');
  });
});

describe('feeRateText', () => {
  it('shows the rate as a percent only when above zero', () => {
    expect(feeRateText('0.5000')).toBe('0.5%');
    expect(feeRateText('2')).toBe('2%');
    expect(feeRateText('0')).toBeNull();
  });
});
