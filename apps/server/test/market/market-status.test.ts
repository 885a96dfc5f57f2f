import { describe, expect, it } from 'vitest';
import { findInstrument } from '../../src/market/instruments.js';
import { marketStatusAt } from '../../src/market/market-status.js';
import { MARKETS, type MarketMeta } from '../../src/market/markets.js';
import { createMarketSim } from '../../src/market/sim/market-sim.js';

const utc = (iso: string) => Date.parse(`${iso}Z`);
const US = MARKETS.US;
const exchangeSim = createMarketSim({ seed: 'test', sessions: 'exchange' });

describe('a market state follows its hours in its own zone', () => {
  it('walks a New York day: closed, pre-open, open, closed until the next morning', () => {
    // Monday 30 November 2026, EST (UTC−5).
    expect(marketStatusAt(US, 'exchange', utc('2026-11-30T13:59:59'))).toEqual({
      market: 'US',
      state: 'CLOSED',
      until: utc('2026-11-30T14:00:00'),
      opensAt: utc('2026-11-30T14:30:00'),
      holiday: false,
    });
    expect(marketStatusAt(US, 'exchange', utc('2026-11-30T14:00:00'))).toMatchObject({
      state: 'PRE_OPEN',
      until: utc('2026-11-30T14:30:00'),
    });
    expect(marketStatusAt(US, 'exchange', utc('2026-11-30T14:30:00'))).toMatchObject({
      state: 'OPEN',
      until: utc('2026-11-30T21:00:00'),
      opensAt: null,
    });
    expect(marketStatusAt(US, 'exchange', utc('2026-11-30T21:00:00'))).toMatchObject({
      state: 'CLOSED',
      until: utc('2026-12-01T14:00:00'),
      opensAt: utc('2026-12-01T14:30:00'),
    });
  });

  it('keeps the four exchanges’ regular hours', () => {
    const openAt = (meta: MarketMeta, iso: string) =>
      marketStatusAt(meta, 'exchange', utc(iso)).state;
    // Lagos UTC+1 10:00–14:30, Mumbai UTC+5:30 09:15–15:30, São Paulo UTC−3 10:00–17:00.
    expect(openAt(MARKETS.NSENG, '2026-11-30T08:59:00')).toBe('PRE_OPEN');
    expect(openAt(MARKETS.NSENG, '2026-11-30T09:00:00')).toBe('OPEN');
    expect(openAt(MARKETS.NSENG, '2026-11-30T13:30:00')).toBe('CLOSED');
    expect(openAt(MARKETS.INDIA, '2026-11-30T03:30:00')).toBe('PRE_OPEN');
    expect(openAt(MARKETS.INDIA, '2026-11-30T03:45:00')).toBe('OPEN');
    expect(openAt(MARKETS.INDIA, '2026-11-30T10:00:00')).toBe('CLOSED');
    expect(openAt(MARKETS.BMFBOVESPA, '2026-11-30T12:45:00')).toBe('PRE_OPEN');
    expect(openAt(MARKETS.BMFBOVESPA, '2026-11-30T13:00:00')).toBe('OPEN');
    expect(openAt(MARKETS.BMFBOVESPA, '2026-11-30T20:00:00')).toBe('CLOSED');
  });

  it('closes on a holiday and names the next trading day, past a weekend and another holiday', () => {
    // Christmas on a Friday, Boxing Day observed on Monday 28th: Lagos opens again on Tuesday.
    expect(marketStatusAt(MARKETS.NSENG, 'exchange', utc('2026-12-25T11:00:00'))).toEqual({
      market: 'NSENG',
      state: 'CLOSED',
      until: utc('2026-12-29T08:30:00'),
      opensAt: utc('2026-12-29T09:00:00'),
      holiday: true,
    });
    // Thanksgiving: New York closed at what would be midday.
    expect(marketStatusAt(US, 'exchange', utc('2026-11-26T17:00:00'))).toMatchObject({
      state: 'CLOSED',
      holiday: true,
      opensAt: utc('2026-11-27T14:30:00'),
    });
  });

  it('takes a lunch break where a market has one', () => {
    const withLunch: MarketMeta = { ...US, breaks: [{ startMinute: 12 * 60, endMinute: 13 * 60 }] };
    expect(marketStatusAt(withLunch, 'exchange', utc('2026-11-30T16:00:00'))).toMatchObject({
      state: 'OPEN',
      until: utc('2026-11-30T17:00:00'),
    });
    expect(marketStatusAt(withLunch, 'exchange', utc('2026-11-30T17:30:00'))).toMatchObject({
      state: 'BREAK',
      until: utc('2026-11-30T18:00:00'),
      opensAt: utc('2026-11-30T18:00:00'),
    });
    expect(marketStatusAt(withLunch, 'exchange', utc('2026-11-30T18:00:00'))).toMatchObject({
      state: 'OPEN',
      until: utc('2026-11-30T21:00:00'),
    });
  });

  it('is always open, with nothing to count down to, on the 24 h demo market', () => {
    expect(marketStatusAt(MARKETS.NSENG, 'always', utc('2026-12-25T23:00:00'))).toEqual({
      market: 'NSENG',
      state: 'OPEN',
      until: null,
      opensAt: null,
      holiday: false,
    });
  });
});

describe('the simulator follows the state', () => {
  const AAPL = findInstrument('AAPL', 'US')!;
  const DANGCEM = findInstrument('DANGCEM', 'NSENG')!;

  it('trades (quote and ticks) exactly when the market is open', () => {
    const start = utc('2026-11-25T00:00:00');
    for (let t = start; t < start + 3 * 86_400_000; t += 7 * 60_000 + 13_000) {
      for (const instrument of [AAPL, DANGCEM]) {
        const open = marketStatusAt(MARKETS[instrument.exchange], 'exchange', t).state === 'OPEN';
        expect(exchangeSim.quote(instrument, t).trading).toBe(open);
        expect(exchangeSim.tickAt(instrument, t, t - 1_000) !== null).toBe(open);
      }
    }
  });

  it('sends no tick on a holiday and keeps the last close as the price', () => {
    const thanksgiving = utc('2026-11-26T17:00:00');
    const wednesdayClose = exchangeSim.quote(AAPL, utc('2026-11-25T21:00:00')).price;
    expect(exchangeSim.tickAt(AAPL, thanksgiving, thanksgiving - 1_000)).toBeNull();
    expect(exchangeSim.quote(AAPL, thanksgiving)).toMatchObject({
      trading: false,
      price: wednesdayClose,
    });
    const days = exchangeSim.candles(AAPL, 'DAY', { now: utc('2026-11-28T00:00:00'), limit: 3 });
    expect(days.map((c) => new Date(c.timestamp).toISOString().slice(0, 10))).toEqual([
      '2026-11-27',
      '2026-11-25',
      '2026-11-24',
    ]);
  });
});
