import { exact } from '@trading/ui-kit';
import { describe, expect, it } from 'vitest';
import { affordable, orderCost, valueOf } from './order-cost';

const text = (value: { units: bigint; scale: number }) => exact.toText(exact.round(value, 2));

describe('orderCost', () => {
  it('adds the fee the server books to what is paid (issue 16: 6,451.10 is charged 6,457.56)', () => {
    const cost = orderCost('6451.10', '10000')!;
    expect([cost.amount, cost.fee, cost.total, cost.balanceAfter].map(text)).toEqual([
      '6451.10',
      '6.46',
      '6457.56',
      '3542.44',
    ]);
    expect(affordable(cost)).toBe(true);
  });

  it('takes the fee from what a sale receives', () => {
    const cost = orderCost('1000', '50', 'receive')!;
    expect([cost.fee, cost.total, cost.balanceAfter].map(text)).toEqual([
      '1.00',
      '999.00',
      '1049.00',
    ]);
  });

  it('is not affordable when the fee tips the total over the balance', () => {
    expect(affordable(orderCost('1000', '1000')!)).toBe(false);
    expect(affordable(orderCost('1000', '1001')!)).toBe(true);
    expect(orderCost('x', '1')).toBeNull();
  });
});

describe('valueOf', () => {
  it('multiplies price by whole shares exactly', () => {
    expect(text(valueOf(645.11, 10)!)).toBe('6451.10');
    expect(valueOf(1, 1.5)).toBeNull();
  });
});
