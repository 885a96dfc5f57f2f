import { numberLocaleOf } from '@trading/ui-kit';
import { describe, expect, it } from 'vitest';
import { orderPrices, orderPriceText, parseOrderPrice, readOrderPrice } from './order-price';

const en = numberLocaleOf('en');
const pt = numberLocaleOf('pt');
const zh = numberLocaleOf('zh');

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

/** A typed price and what it reads as: the price sent, or why it is refused. */
type Row = [text: string, expected: string];

function table(language: string, locale: typeof en, rows: readonly Row[]) {
  describe(`limit and stop prices typed in ${language}`, () => {
    it.each(rows)('%s reads %s', (text, expected) => {
      const reading = readOrderPrice(text, locale);
      expect(reading.ok ? reading.value : reading.problem).toBe(expected);
    });
  });
}

table('en', en, [
  ['35.12', '35.12'],
  ['1,234.5', '1234.50'],
  ['35', '35.00'],
  // Thirty-five thousand in pt, three decimals here: two readings, refused.
  ['35.123', 'ambiguous'],
  ['1.234,50', 'ambiguous'],
  ['0,001', 'ambiguous'],
  ['0.001', 'decimals'],
  ['0.00', 'zero'],
  ['-5', 'negative'],
  ['abc', 'unreadable'],
]);

table('pt', pt, [
  ['35,12', '35.12'],
  ['1.234,5', '1234.50'],
  // A dot not followed by three digits is no grouping: the decimal point.
  ['35.12', '35.12'],
  // CLDR's pt groups thousands with ".": thirty-five thousand one hundred and twenty-three,
  // shown under the field as read and warned of as far from the market on review.
  ['35.123', '35123.00'],
  // Issue 48: never R$ 1,00.
  ['0.001', 'ambiguous'],
  ['0,001', 'decimals'],
  ['1,000', 'ambiguous'],
  ['0,00', 'zero'],
]);

table('zh', zh, [
  ['35.12', '35.12'],
  ['1,234.5', '1234.50'],
  ['35.123', 'ambiguous'],
  ['0.001', 'decimals'],
  ['1000,5', 'ambiguous'],
]);
