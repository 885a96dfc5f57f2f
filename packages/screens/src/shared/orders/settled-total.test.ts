import { exact } from '@trading/ui-kit';
import { describe, expect, it } from 'vitest';
import { settledTotal } from './settled-total';

const text = (d: ReturnType<typeof settledTotal>) => (d ? exact.toText(exact.round(d, 2)) : null);

describe('settledTotal', () => {
  it('adds the fee to what a buy paid and takes it from what a sale received', () => {
    expect(text(settledTotal('BUY', '480.50', 10, '4.81'))).toBe('4809.81');
    expect(text(settledTotal('SELL', '480.50', 10, '4.81'))).toBe('4800.19');
  });

  it('stays exact where floating point would not (0.1 × 3 + 0.2)', () => {
    expect(text(settledTotal('BUY', '0.1', 3, '0.2'))).toBe('0.50');
  });

  it('is null for a figure that is not a number or a fractional quantity', () => {
    expect(settledTotal('BUY', 'abc', 1, '0')).toBeNull();
    expect(settledTotal('BUY', '1', 1.5, '0')).toBeNull();
  });
});
