import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { ENGLISH_NUMBERS, numberLocaleOf, setNumberLocale } from './number-locale';
import { readTypedNumber } from './read-typed-number';
import { wireDecimal } from './typed-decimal';
import { priceParts } from './text-parts';

afterEach(() => setNumberLocale(ENGLISH_NUMBERS));

const NBSP = '\u00a0';

// Each grouping in each language: the language's marks, the tenant's groups.
const written = [
  ['en', 'thousands', '₹342,318.25', '₹12,345,678.00'],
  ['en', 'indian', '₹3,42,318.25', '₹1,23,45,678.00'],
  ['pt', 'thousands', `₹${NBSP}342.318,25`, `₹${NBSP}12.345.678,00`],
  ['pt', 'indian', `₹${NBSP}3.42.318,25`, `₹${NBSP}1.23.45.678,00`],
  ['zh', 'thousands', '₹342,318.25', '₹12,345,678.00'],
  ['zh', 'indian', '₹3,42,318.25', '₹1,23,45,678.00'],
] as const;

describe('digit grouping', () => {
  it.each(written)('%s by %s writes %s and %s', (language, grouping, lakhs, crore) => {
    setNumberLocale(numberLocaleOf(language, grouping));
    expect(formatMoney('342318.25', { sign: '₹' })).toBe(lakhs);
    expect(priceParts('12345678', { sign: '₹' }).text).toBe(crore);
    // Fewer than four digits have nothing to group.
    expect(formatMoney('999', { decimals: 0 })).toBe('999');
  });

  it.each(written)('%s by %s reads back what it writes', (language, grouping, lakhs) => {
    const locale = numberLocaleOf(language, grouping);
    const typed = lakhs.replace(/^₹\s?/u, '');
    expect(readTypedNumber(typed, { kind: 'money', decimals: 2 }, locale)).toEqual({
      ok: true,
      value: '342318.25',
    });
    expect(wireDecimal(typed, locale)).toBe('342318.25');
  });

  it('refuses groups out of their places', () => {
    const indian = numberLocaleOf('en', 'indian');
    expect(readTypedNumber('342,318.25', { kind: 'money', decimals: 2 }, indian).ok).toBe(false);
    const thousands = numberLocaleOf('en', 'thousands');
    expect(readTypedNumber('3,42,318.25', { kind: 'money', decimals: 2 }, thousands).ok).toBe(
      false,
    );
  });
});
