import { numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { axisNumber } from './axis-number';

/** The app sets the number locale with the language; each test sets both. */
const reader = (locale: string) => {
  setNumberLocale(numberLocaleOf(locale));
  return createIntl({ locale, messages: {} });
};

afterEach(() => setNumberLocale(numberLocaleOf('en')));

describe('value axis labels', () => {
  it("write the reader's decimal mark with the step's decimals on every label", () => {
    expect(axisNumber(reader('pt-BR'), 36.4, 0.02, 2)).toBe('36,40');
    expect(axisNumber(reader('en'), 36.4, 0.020000000000000018, 2)).toBe('36.40');
    expect(axisNumber(reader('en'), 1370, 5, 2)).toBe('1,370');
    expect(axisNumber(reader('pt-BR'), 1370, 5, 2)).toBe('1.370');
  });

  it("never write more decimals than the values have (a price's cents)", () => {
    expect(axisNumber(reader('en'), 0.0001, 1e-7, 2)).toBe('0.00');
    expect(axisNumber(reader('en'), 12.5, 0.5, 0)).toBe('13');
  });

  it('keep neighbouring labels of a large value apart (NIFTY 50 at 1m)', () => {
    const intl = reader('en');
    const labels = [23_104, 23_106, 23_108, 23_110, 23_112].map((v) => axisNumber(intl, v, 2, 2));
    expect(labels).toEqual(['23,104', '23,106', '23,108', '23,110', '23,112']);
    expect(axisNumber(reader('pt-BR'), 23_104.5, 0.5, 2)).toBe('23.104,5');
  });

  it('shorten large values when the step is round thousands, to the digits the step needs', () => {
    expect(axisNumber(reader('en'), 20_000, 10_000, 0)).toBe('20K');
    expect(axisNumber(reader('en'), 22_500, 2_500, 0)).toBe('22.5K');
    expect(axisNumber(reader('en'), 25_000, 2_500, 0)).toBe('25.0K');
    expect(axisNumber(reader('pt-BR'), 2_100_000, 100_000, 0)).toBe('2,1\u00a0mi');
    expect(axisNumber(reader('zh'), 2_100_000, 100_000, 0)).toBe('210万');
  });
});
