import { describe, expect, it } from 'vitest';
import { instrumentById } from '../market/instruments';
import { expiryOf, GTC_MAX_LIFE_MS } from './order-expiry';

const DANGCEM = instrumentById(1001)!;
const AAPL = instrumentById(4001)!;

describe('order expiry', () => {
  it('a DAY order ends at the close of its market in the market’s own time zone', () => {
    // Wednesday 2026-11-25 10:00 in Lagos (UTC+1) is 09:00 UTC; the NGX closes at 14:30 local.
    const now = Date.UTC(2026, 10, 25, 9, 0);
    expect(expiryOf(DANGCEM, 'DAY', now, 'exchange').toISOString()).toBe(
      '2026-11-25T13:30:00.000Z',
    );
    // The same instant is before New York's open: the order lives until today's 16:00 there.
    expect(expiryOf(AAPL, 'DAY', now, 'exchange').toISOString()).toBe('2026-11-25T21:00:00.000Z');
  });

  it('a DAY order placed after the close or at a weekend ends at the next session’s close', () => {
    const saturday = Date.UTC(2026, 10, 28, 12, 0);
    expect(expiryOf(DANGCEM, 'DAY', saturday, 'exchange').toISOString()).toBe(
      '2026-11-30T13:30:00.000Z',
    );
  });

  it('in the 24×7 demo session a DAY order ends at the market’s local midnight', () => {
    const now = Date.UTC(2026, 10, 28, 12, 0);
    expect(expiryOf(DANGCEM, 'DAY', now, 'always').toISOString()).toBe('2026-11-28T23:00:00.000Z');
  });

  it('a GTC order lives 90 days', () => {
    expect(expiryOf(DANGCEM, 'GTC', 1_000, 'exchange').getTime()).toBe(1_000 + GTC_MAX_LIFE_MS);
  });
});
