import { afterEach, describe, expect, it } from 'vitest';
import { formatQuantity } from './format-quantity';
import { numberLocaleOf, setNumberLocale } from './number-locale';

afterEach(() => setNumberLocale(numberLocaleOf('en')));

describe('formatQuantity', () => {
  it.each([
    ['en', 'thousands', 1_234_567, '1,234,567'],
    ['en', 'indian', 1_234_567, '12,34,567'],
    ['pt', 'indian', 1_234_567, '12.34.567'],
    ['pt', 'thousands', 1_234_567, '1.234.567'],
    ['en', 'indian', 999, '999'],
  ] as const)('%s grouped by %s writes %i as %s', (language, grouping, quantity, expected) => {
    setNumberLocale(numberLocaleOf(language, grouping));
    expect(formatQuantity(quantity)).toBe(expected);
  });
});
