import { describe, expect, it } from 'vitest';
import { alertMet } from '../../src/alerts/alert-rule';

const quote = { price: 100, percentChange: -2.5 };

describe('alertMet (when a price alert fires)', () => {
  it('fires a price alert at or beyond its value, with the price', () => {
    expect(alertMet('PRICE_ABOVE', 99.99, quote)).toBe(100);
    expect(alertMet('PRICE_ABOVE', 100, quote)).toBe(100);
    expect(alertMet('PRICE_ABOVE', 100.01, quote)).toBeNull();
    expect(alertMet('PRICE_BELOW', 100, quote)).toBe(100);
    expect(alertMet('PRICE_BELOW', 99.99, quote)).toBeNull();
  });

  it('fires a change alert on the day’s percent change, with the change', () => {
    expect(alertMet('CHANGE_BELOW', -2, quote)).toBe(-2.5);
    expect(alertMet('CHANGE_BELOW', -3, quote)).toBeNull();
    expect(alertMet('CHANGE_ABOVE', -2.5, quote)).toBe(-2.5);
    expect(alertMet('CHANGE_ABOVE', 0, quote)).toBeNull();
  });
});
