import { setNumberLocale, numberLocaleOf } from '@trading/ui-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { alertValueText, formatAlertValue, parseAlertValue } from './alert-value';

describe('alert values', () => {
  afterEach(() => setNumberLocale(numberLocaleOf('en')));

  it('reads a price with the language’s point or a plain one, and refuses grouping and zero', () => {
    expect(parseAlertValue('12,5', 'PRICE_ABOVE', ',')).toBe(12.5);
    expect(parseAlertValue('12.5', 'PRICE_ABOVE', ',')).toBe(12.5);
    expect(parseAlertValue('1.234,50', 'PRICE_ABOVE', ',')).toBeNull();
    expect(parseAlertValue('0', 'PRICE_BELOW', '.')).toBeNull();
    expect(parseAlertValue('-3', 'PRICE_BELOW', '.')).toBeNull();
    expect(parseAlertValue('1.234', 'PRICE_BELOW', '.')).toBeNull();
  });

  it('reads a signed percent for a change alert', () => {
    expect(parseAlertValue('-2,5', 'CHANGE_BELOW', ',')).toBe(-2.5);
    expect(parseAlertValue('+3', 'CHANGE_ABOVE', '.')).toBe(3);
    expect(parseAlertValue('abc', 'CHANGE_ABOVE', '.')).toBeNull();
  });

  it('writes the field’s value and the list’s threshold in the language’s format', () => {
    setNumberLocale(numberLocaleOf('pt'));
    expect(alertValueText(1234.5, ',')).toBe('1234,50');
    expect(formatAlertValue('PRICE_ABOVE', 1234.5, 'R$')).toBe('R$\u00a01.234,50');
    expect(formatAlertValue('CHANGE_BELOW', -2.5, 'R$')).toBe('-2,50%');
  });
});
