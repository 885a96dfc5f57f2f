import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromUnits } from '../../src/ledger/decimal';
import { canMove } from '../../src/offerings/application-status';
import { allotShares, sharesPerUnit } from '../../src/offerings/lot-rules';
import { offerArea } from '../../src/offerings/offer-area';
import { amountOwed, blockTradePrice } from '../../src/offerings/offer-pricing';
import { dailyProfit, lockEndTime, profitFor } from '../../src/quant/quant-profit';

describe('block trade price', () => {
  it('is price × (1 + discountRate/100) to 2 decimals, half-up', () => {
    expect(fromUnits(blockTradePrice('480', '-5'))).toBe('456.00');
    expect(fromUnits(blockTradePrice('98.35', '-3.5'))).toBe('94.91'); // 94.90775
    expect(fromUnits(blockTradePrice('10', '2.5'))).toBe('10.25');
    expect(fromUnits(blockTradePrice('0.01', '-50'))).toBe('0.01'); // 0.005 rounds up
    expect(fromUnits(blockTradePrice('100', '0'))).toBe('100.00');
  });

  it('matches exact rational arithmetic for any cents price and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: -9_999, max: 9_999 }),
        (cents, basisPoints) => {
          const price = (cents / 100).toFixed(2);
          const rate = (basisPoints / 100).toFixed(2);
          // cents × (10000 + bp) / 10000, rounded half-up, in integer arithmetic.
          const num = BigInt(cents) * BigInt(10_000 + basisPoints);
          const expected = (num * 2n + 10_000n) / 20_000n;
          expect(blockTradePrice(price, rate)).toBe(expected * 1_000_000n);
        },
      ),
    );
  });
});

describe('amount owed', () => {
  it('is obtainNum × price − funding, never negative', () => {
    expect(fromUnits(amountOwed(300, '12.35', '0'))).toBe('3705.00');
    expect(fromUnits(amountOwed(300, '12.35', '1000'))).toBe('2705.00');
    expect(amountOwed(300, '12.35', '3705')).toBe(0n);
    expect(amountOwed(0, '12.35', '0')).toBe(0n);
  });
});

describe('lots', () => {
  it('counts lots of ipoUnit shares under marketBuyModel 0 and single shares under 1', () => {
    expect(sharesPerUnit(0, 100)).toBe(100);
    expect(sharesPerUnit(1, 100)).toBe(1);
  });

  it('allots whole units, no more than applied for unless the amount was left open', () => {
    expect(allotShares(300, 100, 5)).toEqual({ ok: true, obtainUnit: 3, obtainNum: 300 });
    expect(allotShares(250, 100, 5).ok).toBe(false);
    expect(allotShares(600, 100, 5).ok).toBe(false);
    expect(allotShares(600, 100, 0)).toEqual({ ok: true, obtainUnit: 6, obtainNum: 600 });
    expect(allotShares(0, 1, 10)).toEqual({ ok: true, obtainUnit: 0, obtainNum: 0 });
    expect(allotShares(-1, 1, 10).ok).toBe(false);
  });
});

describe('application status', () => {
  it('moves APPLYING → FUNDING → FINISH, or APPLYING → FAILED, and never back', () => {
    expect(canMove('APPLYING', 'FUNDING')).toBe(true);
    expect(canMove('APPLYING', 'FAILED')).toBe(true);
    expect(canMove('FUNDING', 'FINISH')).toBe(true);
    expect(canMove('APPLYING', 'FINISH')).toBe(false);
    expect(canMove('FUNDING', 'FAILED')).toBe(false);
    expect(canMove('FINISH', 'FUNDING')).toBe(false);
    expect(canMove('FAILED', 'FUNDING')).toBe(false);
  });
});

describe('area', () => {
  it('defaults to USD when US stocks are shown, else the tenant currency', () => {
    expect(offerArea({ usMarketShow: true, defaultCurrency: 'NGN' }, undefined)).toBe('USD');
    expect(offerArea({ usMarketShow: false, defaultCurrency: 'INR' }, undefined)).toBe('INR');
    expect(offerArea({ usMarketShow: true, defaultCurrency: 'NGN' }, 'NGN')).toBe('NGN');
  });
});

describe('quantitative profit', () => {
  it('pays amount × rate%, rounded down to the cent', () => {
    expect(fromUnits(profitFor('1000', '5'))).toBe('50.00');
    expect(fromUnits(profitFor('333.33', '1.5'))).toBe('4.99'); // 4.99995
  });

  it('gives the daily range as amount × rate% ÷ lockDay', () => {
    expect(fromUnits(dailyProfit('1000', '3', 30))).toBe('1.00');
    expect(fromUnits(dailyProfit('1000', '10', 30))).toBe('3.33');
  });

  it('ends the lock lockDay days after the purchase', () => {
    expect(lockEndTime(new Date('2026-01-01T00:00:00Z'), 7).toISOString()).toBe(
      '2026-01-08T00:00:00.000Z',
    );
  });

  it('is the exact amount × rate% cut down to whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, basisPoints) => {
          const paid = profitFor((cents / 100).toFixed(2), (basisPoints / 100).toFixed(2));
          // cents × bp / 10000 is the exact profit in cents; floor it.
          expect(paid).toBe(((BigInt(cents) * BigInt(basisPoints)) / 10_000n) * 1_000_000n);
        },
      ),
    );
  });
});
