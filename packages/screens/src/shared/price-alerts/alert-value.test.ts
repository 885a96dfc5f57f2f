import { setNumberLocale, numberLocaleOf, type NumberLocale } from '@trading/ui-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { alertValueText, formatAlertValue, readAlertValue } from './alert-value';

describe('alert values', () => {
  afterEach(() => setNumberLocale(numberLocaleOf('en')));

  it('reads a price by the language’s marks, one reading or none (issue 48)', () => {
    const en = numberLocaleOf('en');
    const pt = numberLocaleOf('pt');
    const zh = numberLocaleOf('zh');
    const rows: [string, NumberLocale, number | string][] = [
      ['12.5', en, 12.5],
      ['1,234.50', en, 1234.5],
      ['35.123', en, 'ambiguous'],
      ['0.001', en, 'decimals'],
      ['-3', en, 'negative'],
      ['0', en, 'zero'],
      ['12,5', pt, 12.5],
      ['12.5', pt, 12.5],
      ['1.234,50', pt, 1234.5],
      // CLDR's pt groups thousands with a dot: shown as read under the field.
      ['35.123', pt, 35123],
      ['0.001', pt, 'ambiguous'],
      ['0,001', pt, 'decimals'],
      ['1,000', pt, 'ambiguous'],
      ['12.5', zh, 12.5],
      ['1000,5', zh, 'ambiguous'],
    ];
    for (const [text, locale, expected] of rows) {
      const reading = readAlertValue(text, 'PRICE_ABOVE', locale);
      expect([text, reading.ok ? reading.value : reading.problem]).toEqual([text, expected]);
    }
  });

  it('reads a signed percent for a change alert', () => {
    const pt = numberLocaleOf('pt');
    const en = numberLocaleOf('en');
    expect(readAlertValue('-2,5', 'CHANGE_BELOW', pt)).toEqual({ ok: true, value: -2.5 });
    expect(readAlertValue('+3', 'CHANGE_ABOVE', en)).toEqual({ ok: true, value: 3 });
    expect(readAlertValue('abc', 'CHANGE_ABOVE', en)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('writes the field’s value and the list’s threshold in the language’s format', () => {
    setNumberLocale(numberLocaleOf('pt'));
    expect(alertValueText(1234.5, ',')).toBe('1234,50');
    expect(formatAlertValue('PRICE_ABOVE', 1234.5, 'R$')).toBe('R$\u00a01.234,50');
    expect(formatAlertValue('CHANGE_BELOW', -2.5, 'R$')).toBe('-2,50%');
  });
});
