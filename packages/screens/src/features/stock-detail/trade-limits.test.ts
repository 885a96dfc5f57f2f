import { describe, expect, it } from 'vitest';
import { checkTrade, maxBuy, openingQuantity } from './trade-limits';

describe('maxBuy', () => {
  it('is the most whole steps the cash pays for, fee included', () => {
    // 100 shares at 10 cost 1,000 + 1.00 fee: 1,000 cash buys only 90.
    expect(maxBuy(10, '1000')).toBe(90);
    expect(maxBuy(10, '1001')).toBe(100);
    expect(maxBuy(10, '99')).toBe(0);
    expect(maxBuy(0, '1000')).toBe(0);
  });
});

describe('checkTrade', () => {
  it('offers buy shortcuts only up to what the cash pays for, and says why it cannot buy', () => {
    const check = checkTrade('buy', { price: 10, quantity: 10, cash: '600', held: 0 });
    expect(check.max).toBe(50);
    expect(check.shortcuts).toEqual([10, 20, 50]);
    expect(check.block).toBeNull();
    expect(checkTrade('buy', { price: 10, quantity: 10, cash: '50', held: 0 }).block).toBe(
      'noCash',
    );
    // The price moved after the quantity was chosen.
    expect(checkTrade('buy', { price: 12, quantity: 50, cash: '600', held: 0 }).block).toBe(
      'overCash',
    );
  });

  it('caps a sale at the shares held (holding 20: no 50 or 100) and offers selling them all', () => {
    const check = checkTrade('sell', { price: 10, quantity: 10, cash: '0', held: 20 });
    expect(check.max).toBe(20);
    expect(check.shortcuts).toEqual([10, 20]);
    expect(checkTrade('sell', { price: 10, quantity: 10, cash: '0', held: 25 }).shortcuts).toEqual([
      10, 20, 25,
    ]);
    expect(checkTrade('sell', { price: 10, quantity: 30, cash: '0', held: 25 }).block).toBe(
      'overShares',
    );
  });

  it('refuses a quantity that is not whole lots of 10, but for a sale of all that is held', () => {
    const at = (side: 'buy' | 'sell', quantity: number, held = 25) =>
      checkTrade(side, { price: 10, quantity, cash: '10000', held }).block;
    expect(at('buy', 25)).toBe('notLot');
    expect(at('buy', 5)).toBe('notLot');
    expect(at('buy', 30)).toBeNull();
    expect(at('sell', 15)).toBe('notLot');
    expect(at('sell', 25)).toBeNull();
    expect(at('sell', 20)).toBeNull();
  });

  it('opens a sale of a small holding at all of it', () => {
    expect(openingQuantity('sell', 5)).toBe(5);
    expect(openingQuantity('sell', 500)).toBe(10);
    expect(openingQuantity('buy', 0)).toBe(10);
  });
});
