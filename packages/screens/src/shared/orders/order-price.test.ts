import { numberLocaleOf } from '@trading/ui-kit';
import { describe, expect, it } from 'vitest';
import { orderPrices, orderPriceText, parseOrderPrice } from './order-price';

const en = numberLocaleOf('en');
const pt = numberLocaleOf('pt');

describe('order price field', () => {
  it('reads the language’s separators', () => {
    expect(parseOrderPrice('1,234.5', en)).toBe('1234.50');
    expect(parseOrderPrice('1.234,56', pt)).toBe('1234.56');
    expect(parseOrderPrice(' 12 ', en)).toBe('12.00');
  });

  it('refuses prices off the cent tick, zero and words', () => {
    expect(parseOrderPrice('1.005', en)).toBeNull();
    expect(parseOrderPrice('0', en)).toBeNull();
    expect(parseOrderPrice('abc', en)).toBeNull();
    expect(parseOrderPrice('', pt)).toBeNull();
  });

  it('writes a price in whole ticks with the language’s point', () => {
    expect(orderPriceText(12.345, pt)).toBe('12,35');
    expect(orderPriceText(7, en)).toBe('7.00');
  });

  it('sends the prices the order type needs, and none while one is missing', () => {
    const texts = { limitPrice: '10,50', stopPrice: '11' };
    expect(orderPrices('MARKET', texts, pt)).toEqual({});
    expect(orderPrices('LIMIT', texts, pt)).toEqual({ limitPrice: '10.50' });
    expect(orderPrices('STOP', texts, pt)).toEqual({ stopPrice: '11.00' });
    expect(orderPrices('STOP_LIMIT', texts, pt)).toEqual({
      limitPrice: '10.50',
      stopPrice: '11.00',
    });
    expect(orderPrices('STOP_LIMIT', { ...texts, limitPrice: '' }, pt)).toBeNull();
  });
});
