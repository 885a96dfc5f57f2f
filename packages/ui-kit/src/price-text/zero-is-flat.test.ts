import { describe, expect, it } from 'vitest';
import { trendOf } from './format-money';
import { changeParts, priceParts } from './text-parts';

describe('a zero change is neutral everywhere', () => {
  it('is flat, unsigned, as a change, a percent and a price’s colour', () => {
    expect(trendOf('0.00')).toBe('flat');
    expect(changeParts('0')).toEqual({ text: '0.00', trend: 'flat' });
    expect(changeParts('0.00', { percent: true })).toEqual({ text: '0.00%', trend: 'flat' });
    expect(changeParts('0.001', { sign: '₦' })).toEqual({ text: '₦0.00', trend: 'flat' });
    expect(priceParts('12', { change: '0' }).trend).toBe('flat');
  });

  it('still takes the sign of a non-zero change beside a percent that rounds to zero', () => {
    expect(changeParts('0.001', { percent: true, beside: '0.01' })).toEqual({
      text: '+0.00%',
      trend: 'up',
    });
  });
});
