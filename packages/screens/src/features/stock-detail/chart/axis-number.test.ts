import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { axisNumber } from './axis-number';

const intl = (locale: string) => createIntl({ locale, messages: {} });

describe('value axis labels', () => {
  it("write the reader's decimal mark with the step's decimals on every label", () => {
    expect(axisNumber(intl('pt-BR'), 36.4, 0.02)).toBe('36,40');
    expect(axisNumber(intl('en'), 36.4, 0.020000000000000018)).toBe('36.40');
    expect(axisNumber(intl('en'), 1370, 5)).toBe('1,370');
    expect(axisNumber(intl('en'), 0.0001, 1e-7)).toBe('0.0001000');
  });

  it('shorten volumes that would crowd the pane', () => {
    expect(axisNumber(intl('en'), 20_000, 10_000)).toBe('20K');
    expect(axisNumber(intl('pt-BR'), 2_100_000, 100_000)).toBe('2,1\u00a0mi');
  });
});
