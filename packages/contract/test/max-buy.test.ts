import { describe, expect, it } from 'vitest';
import { maxBuyQuantity } from '../src/max-buy';
import { orderHold } from '../src/order-hold';

/** "12.5" → units of 10⁻⁸. */
const u = (text: string) => BigInt(Math.round(Number(text) * 100)) * 10n ** 6n;
const LOTS = { min: 10, step: 10 };
const limitBuy = { type: 'LIMIT' as const, side: 'BUY' as const, limit: u('50'), stop: null };

describe('maxBuyQuantity', () => {
  it('is the most whole lots whose hold with the fee fits the cash', () => {
    // 200 × 50 = 10 000 but the fee (10) does not fit: 190.
    expect(maxBuyQuantity(limitBuy, u('100'), u('10000'), LOTS)).toBe(190);
  });

  it('holds a stop buy above the market with the margin, as the server does', () => {
    const stop = { ...limitBuy, type: 'STOP' as const, limit: null, stop: u('120') };
    // Held at 126 (120 + 5 %): 70 lots' worth, where 120 alone would allow 80.
    const max = maxBuyQuantity(stop, u('100'), u('10000'), LOTS);
    expect(max).toBe(70);
    expect(orderHold({ ...stop, quantity: max }, u('100')).cash <= u('10000')).toBe(true);
    expect(orderHold({ ...stop, quantity: max + 10 }, u('100')).cash > u('10000')).toBe(true);
  });

  it('is 0 when not even the smallest lot fits, or without a price', () => {
    expect(maxBuyQuantity(limitBuy, u('100'), u('100'), LOTS)).toBe(0);
    const market = { ...limitBuy, type: 'MARKET' as const, limit: null };
    expect(maxBuyQuantity(market, 0n, u('10000'), LOTS)).toBe(0);
  });
});
