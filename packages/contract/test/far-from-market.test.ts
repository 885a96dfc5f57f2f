import { describe, expect, it } from 'vitest';
import { distancePercent, farFromMarket } from '../src/far-from-market';

/** "12.5" → units of 10⁻⁸. */
const u = (text: string) => BigInt(Math.round(Number(text) * 100)) * 10n ** 6n;

describe('farFromMarket', () => {
  it('is far beyond the percentage above and below the price, on either side of the order', () => {
    expect(farFromMarket(u('110.01'), u('100'), 10)).toBe(true);
    expect(farFromMarket(u('89.99'), u('100'), 10)).toBe(true);
  });

  it('is not far at exactly the percentage or within it', () => {
    expect(farFromMarket(u('110'), u('100'), 10)).toBe(false);
    expect(farFromMarket(u('90'), u('100'), 10)).toBe(false);
    expect(farFromMarket(u('100'), u('100'), 10)).toBe(false);
  });

  it('catches the pt slip of issue 48: "35.123" read as 35 123 beside a price of 35.12', () => {
    expect(farFromMarket(u('35123'), u('35.12'), 10)).toBe(true);
  });

  it('follows the tenant’s percentage', () => {
    expect(farFromMarket(u('115'), u('100'), 10)).toBe(true);
    expect(farFromMarket(u('115'), u('100'), 20)).toBe(false);
  });

  it('is never far without a market price', () => {
    expect(farFromMarket(u('1'), 0n, 10)).toBe(false);
  });

  it('states the distance in percent of the price, signed', () => {
    expect(distancePercent(u('125'), u('100'))).toBe(25);
    expect(distancePercent(u('75.5'), u('100'))).toBe(-24.5);
  });
});
