import type { AdminQuantOrder } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { isDue, settlementProfit, settleOutcome, statusFilter } from './settlement';

const NOW = Date.UTC(2026, 10, 27, 12);

describe('isDue', () => {
  it('is due once the lock-up has ended, not a moment before', () => {
    expect(isDue({ status: 'LOCKED', lockEndTime: NOW }, NOW)).toBe(true);
    expect(isDue({ status: 'LOCKED', lockEndTime: NOW - 1 }, NOW)).toBe(true);
    expect(isDue({ status: 'LOCKED', lockEndTime: NOW + 1 }, NOW)).toBe(false);
  });

  it('is never due again once paid back', () => {
    expect(isDue({ status: 'FINISHED', lockEndTime: NOW - 1 }, NOW)).toBe(false);
  });
});

describe('statusFilter', () => {
  it('passes a known status and lists every order for anything else', () => {
    expect(statusFilter('LOCKED')).toBe('LOCKED');
    expect(statusFilter('FINISHED')).toBe('FINISHED');
    expect(statusFilter('')).toBeUndefined();
    expect(statusFilter('locked')).toBeUndefined();
  });
});

describe('settleOutcome', () => {
  const order = { id: 7 } as AdminQuantOrder;

  it('counts the orders paid back, one for a single settlement', () => {
    expect(settleOutcome({ data: order })).toEqual({ role: 'status', count: 1 });
    expect(settleOutcome({ data: [order, order] })).toEqual({ role: 'status', count: 2 });
    expect(settleOutcome({ data: [] })).toEqual({ role: 'status', count: 0 });
  });

  it("alerts with the server's reason, or nothing to say when it was not reached", () => {
    expect(settleOutcome({ error: { code: 10003, msg: 'Not due yet' } })).toEqual({
      role: 'alert',
      msg: 'Not due yet',
    });
    expect(settleOutcome({ error: { code: -1, msg: '' } })).toEqual({ role: 'alert', msg: '' });
    expect(settleOutcome({ error: new Error('boom') })).toEqual({ role: 'alert', msg: '' });
  });
});

describe('settlementProfit', () => {
  const order = {
    applyAmount: '1000.00',
    profitAmount: '0.00',
    rates: ['1.2', '2.5'] as [string, string],
  };

  it('tells what a locked order will be paid: the low rate, rounded down to the cent', () => {
    expect(settlementProfit({ ...order, status: 'LOCKED' })).toBe('12.00');
    expect(settlementProfit({ ...order, applyAmount: '333.33', status: 'LOCKED' })).toBe('3.99');
  });

  it('tells what a finished order was paid', () => {
    expect(settlementProfit({ ...order, status: 'FINISHED', profitAmount: '11.50' })).toBe('11.50');
  });
});
