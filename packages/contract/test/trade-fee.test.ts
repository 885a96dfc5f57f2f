import { describe, expect, it } from 'vitest';
import { MONEY_SCALE, tradeFeeUnits } from '../src/trade-fee.js';

const units = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10n ** BigInt(MONEY_SCALE) + BigInt(fraction.padEnd(MONEY_SCALE, '0'));
};

describe('tradeFeeUnits', () => {
  it('is 0.1 % of the value rounded up to the cent', () => {
    // Issue 16: 6,451.10 of shares is charged 6.46 (6.4511 rounded up), 6,457.56 in all.
    expect(tradeFeeUnits(units('6451.10'))).toBe(units('6.46'));
    expect(tradeFeeUnits(units('1000'))).toBe(units('1'));
    expect(tradeFeeUnits(units('1000.00000001'))).toBe(units('1.01'));
  });

  it('is at least one cent', () => {
    expect(tradeFeeUnits(units('0.5'))).toBe(units('0.01'));
    expect(tradeFeeUnits(units('10'))).toBe(units('0.01'));
    expect(tradeFeeUnits(0n)).toBe(units('0.01'));
  });
});
