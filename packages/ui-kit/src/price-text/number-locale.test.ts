import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { ENGLISH_NUMBERS, numberLocale, numberLocaleOf, setNumberLocale } from './number-locale';
import { changeParts, priceParts } from './text-parts';

afterEach(() => setNumberLocale(ENGLISH_NUMBERS));

describe('amounts follow the language', () => {
  it('writes English before any language is set, as the platform writes it', () => {
    expect(numberLocale()).toEqual(numberLocaleOf('en'));
    expect(ENGLISH_NUMBERS).toEqual(numberLocaleOf('en'));
    expect(formatMoney('1234.56', { sign: '₦' })).toBe('₦1,234.56');
  });

  it('writes Portuguese amounts as "R$ 1.234,56" and English ones as "₦1,234.56"', () => {
    setNumberLocale(numberLocaleOf('pt'));
    expect(formatMoney('1234.56', { sign: 'R$' })).toBe('R$\u00a01.234,56');
    expect(formatMoney('-1234.565', { sign: 'R$' })).toBe('-R$\u00a01.234,57');
    expect(changeParts('-0.5', { percent: true }).text).toBe('-0,50%');
    expect(priceParts(115384.88).text).toBe('115.384,88');
    setNumberLocale(numberLocaleOf('en'));
    expect(formatMoney('1234.56', { sign: '₦' })).toBe('₦1,234.56');
    setNumberLocale(numberLocaleOf('zh'));
    expect(formatMoney('1234.56', { sign: '¥' })).toBe('¥1,234.56');
  });

  // Issue 48: pt showed "$ 0,00" beside "US$ 1".
  it.each([
    ['en', '$0.00', '$1', '-$1,234.50'],
    ['pt', 'US$\u00a00,00', 'US$\u00a01', '-US$\u00a01.234,50'],
    ['zh', 'US$0.00', 'US$1', '-US$1,234.50'],
  ])('signs every US-dollar amount in %s one way', (language, zero, one, negative) => {
    setNumberLocale(numberLocaleOf(language));
    expect(formatMoney('0', { sign: '$' })).toBe(zero);
    expect(formatMoney('1', { sign: '$', decimals: 0 })).toBe(one);
    expect(priceParts('-1234.5', { sign: '$' }).text).toBe(negative);
    expect(changeParts('-1234.5', { sign: '$' }).text).toBe(negative);
  });

  it('keeps a caller’s explicit separators (a percent without grouping)', () => {
    setNumberLocale(numberLocaleOf('pt'));
    expect(formatMoney('12345.5', { group: '', suffix: '%' })).toBe('12345,50%');
  });
});
