import { describe, expect, it } from 'vitest';
import { numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { INDICATOR_PARAMS } from '@trading/contract';
import { readParam } from './indicator-params-check';

describe('readParam', () => {
  const period = INDICATOR_PARAMS.RSI[0]!;
  const width = INDICATOR_PARAMS.BOLL[1]!;

  it('reads a whole number within the range', () => {
    expect(readParam(period, '6')).toBe(6);
    expect(readParam(period, ' 250 ')).toBe(250);
    expect(readParam(width, '10')).toBe(10);
  });

  it('refuses 0, 999, fractions, signs and text instead of pulling them into range', () => {
    for (const typed of ['0', '999', '251', '2.5', '-6', '', 'six', '1e2'])
      expect(readParam(period, typed)).toBeNull();
    expect(readParam(width, '11')).toBeNull();
  });

  it("reads the screen's language: a pt decimal comma is a fraction, not a digit", () => {
    setNumberLocale(numberLocaleOf('pt'));
    try {
      expect(readParam(period, '2,5')).toBeNull();
      expect(readParam(period, '25')).toBe(25);
    } finally {
      setNumberLocale(numberLocaleOf('en'));
    }
  });
});
