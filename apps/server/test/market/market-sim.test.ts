import type { Candle, KlinePeriod } from '@trading/contract';
import { readWallClock as wallClock } from '@trading/market-time';
import { describe, expect, it } from 'vitest';
import { findInstrument, INSTRUMENTS, type Instrument } from '../../src/market/instruments.js';
import { MARKETS } from '../../src/market/markets.js';
import { createMarketSim } from '../../src/market/sim/market-sim.js';

const PERIODS: KlinePeriod[] = [
  'MIN1',
  'MIN5',
  'MIN15',
  'MIN30',
  'HOUR',
  'HOUR4',
  'DAY',
  'WEEK',
  'MONTH',
];
const INTRADAY: Partial<Record<KlinePeriod, number>> = {
  MIN1: 1,
  MIN5: 5,
  MIN15: 15,
  MIN30: 30,
  HOUR: 60,
  HOUR4: 240,
};
/** Wednesday 2025-03-12 15:00 UTC: New York (11:00 EDT) and São Paulo (12:00) trade, Lagos and India are closed. */
const WEDNESDAY = Date.UTC(2025, 2, 12, 15, 0, 27);
const AAPL = findInstrument('AAPL', 'US')!;
const PETR4 = findInstrument('PETR4', 'BMFBOVESPA')!;
const DANGREF = findInstrument('DANGREF', 'NSENG')!;
const always = createMarketSim({ seed: 'test' });
const exchange = createMarketSim({ seed: 'test', sessions: 'exchange' });

function sample(): Instrument[] {
  return ['DANGCEM', 'RELIANCE', 'NIFTY50', 'VALE3', 'TSLA', 'SPX'].map((s) =>
    INSTRUMENTS.find((i) => i.symbol === s)!,
  );
}

describe('determinism', () => {
  it('gives the same candles for the same seed, whatever was computed before', () => {
    const fresh = createMarketSim({ seed: 'test' });
    // Touch the future first: history must not depend on the order of computation.
    fresh.candles(AAPL, 'MONTH', { now: Date.UTC(2027, 0, 1), limit: 5 });
    for (const period of PERIODS) {
      expect(fresh.candles(AAPL, period, { now: WEDNESDAY, limit: 50 })).toEqual(
        always.candles(AAPL, period, { now: WEDNESDAY, limit: 50 }),
      );
    }
    expect(fresh.quote(PETR4, WEDNESDAY)).toEqual(always.quote(PETR4, WEDNESDAY));
  });

  it('gives different prices for a different seed', () => {
    const other = createMarketSim({ seed: 'other' });
    expect(
      other.candles(AAPL, 'DAY', { now: WEDNESDAY, limit: 20 }).map((c) => c.close),
    ).not.toEqual(always.candles(AAPL, 'DAY', { now: WEDNESDAY, limit: 20 }).map((c) => c.close));
  });

  it('keeps prices near the instrument level over a decade', () => {
    for (const instrument of INSTRUMENTS.filter((i) => !i.listedOn)) {
      for (const candle of always.candles(instrument, 'MONTH', { now: WEDNESDAY, limit: 120 })) {
        expect(candle.low).toBeGreaterThan(instrument.basePrice / 5);
        expect(candle.high).toBeLessThan(instrument.basePrice * 5);
      }
    }
  });
});

describe('bucket alignment', () => {
  for (const sim of [always, exchange]) {
    it(`aligns every period on the market's wall clock (${sim.sessions})`, () => {
      for (const instrument of sample()) {
        const zone = MARKETS[instrument.exchange].timeZone;
        for (const period of PERIODS) {
          const candles = sim.candles(instrument, period, { now: WEDNESDAY, limit: 120 });
          expect(candles.length).toBeGreaterThan(0);
          for (const { timestamp } of candles) {
            const w = wallClock(zone, timestamp);
            const minutes = INTRADAY[period];
            if (minutes) {
              expect((w.hour * 60 + w.minute) % minutes).toBe(0);
              expect(w.second).toBe(0);
            } else {
              expect([w.hour, w.minute, w.second]).toEqual([0, 0, 0]);
              if (period === 'WEEK') expect(w.weekday).toBe('Mon');
              if (period === 'MONTH') expect(w.day).toBe(1);
            }
          }
        }
      }
    });
  }

  it('follows New York DST: midnight moves from 04:00 to 05:00 UTC', () => {
    const now = Date.UTC(2025, 10, 12, 18);
    const days = exchange
      .candles(AAPL, 'DAY', { now, limit: 10 })
      .map((c) => new Date(c.timestamp).toISOString());
    expect(days).toContain('2025-11-03T05:00:00.000Z');
    expect(days).toContain('2025-10-31T04:00:00.000Z');
    const months = exchange
      .candles(AAPL, 'MONTH', { now, limit: 2 })
      .map((c) => new Date(c.timestamp).toISOString());
    expect(months).toEqual(['2025-11-01T04:00:00.000Z', '2025-10-01T04:00:00.000Z']);
    const weeks = exchange
      .candles(AAPL, 'WEEK', { now, limit: 2 })
      .map((c) => new Date(c.timestamp).toISOString());
    expect(weeks).toEqual(['2025-11-10T05:00:00.000Z', '2025-11-03T05:00:00.000Z']);
  });

  it('gives the repeated fall-back hour its own candles in the 24×7 session', () => {
    const endOfDay = Date.UTC(2025, 10, 3, 4, 59); // 23:59 EST on 2 November
    const halfHours = always.candles(AAPL, 'MIN30', { now: endOfDay, limit: 50 });
    const day = halfHours
      .filter((c) => c.timestamp >= Date.UTC(2025, 10, 2, 4))
      .map((c) => c.timestamp);
    expect(day).toHaveLength(50); // 25 hours
    expect(new Set(day).size).toBe(50);
    expect(day).toContain(Date.UTC(2025, 10, 2, 5, 0)); // 01:00 EDT
    expect(day).toContain(Date.UTC(2025, 10, 2, 6, 0)); // 01:00 EST
    const fourHours = always
      .candles(AAPL, 'HOUR4', { now: endOfDay, limit: 6 })
      .map((c) => wallClock('America/New_York', c.timestamp).hour);
    expect(fourHours).toEqual([20, 16, 12, 8, 4, 0]);
  });

  it('has no candles outside exchange sessions', () => {
    const sunday = Date.UTC(2025, 2, 16, 15);
    const [last] = exchange.candles(AAPL, 'MIN1', { now: sunday, limit: 1 });
    expect(wallClock('America/New_York', last!.timestamp)).toMatchObject({
      weekday: 'Fri',
      hour: 15,
      minute: 59,
    });
    for (const c of exchange.candles(AAPL, 'MIN1', { now: WEDNESDAY, limit: 500 })) {
      const w = wallClock('America/New_York', c.timestamp);
      const minute = w.hour * 60 + w.minute;
      expect(minute).toBeGreaterThanOrEqual(9 * 60 + 30);
      expect(minute).toBeLessThan(16 * 60);
    }
    expect(exchange.tickAt(AAPL, sunday, sunday - 3_000)).toBeNull();
    expect(exchange.quote(AAPL, sunday)).toMatchObject({ trading: false, price: last!.close });
    expect(always.tickAt(AAPL, sunday, sunday - 3_000)).not.toBeNull();
  });
});

describe('paging', () => {
  for (const period of PERIODS) {
    it(`pages ${period} by "before" without gaps or duplicates`, () => {
      const whole = always.candles(PETR4, period, { now: WEDNESDAY, limit: 400 });
      const paged: Candle[] = [];
      let before: number | undefined;
      while (paged.length < 400) {
        const page = always.candles(PETR4, period, {
          now: WEDNESDAY,
          limit: 100,
          ...(before === undefined ? {} : { before }),
        });
        if (page.length === 0) break;
        expect(page.every((c) => before === undefined || c.timestamp < before)).toBe(true);
        paged.push(...page);
        before = page.at(-1)!.timestamp;
      }
      expect(paged.slice(0, whole.length)).toEqual(whole);
      for (let i = 1; i < whole.length; i++)
        expect(whole[i]!.timestamp).toBeLessThan(whole[i - 1]!.timestamp);
    });
  }

  it('rejects a time that is not a number instead of spinning', () => {
    expect(() => always.candles(AAPL, 'DAY', { now: Number.NaN, limit: 10 })).toThrow(RangeError);
    expect(() => always.quote(AAPL, Number.NaN)).toThrow(RangeError);
  });

  it('returns nothing before history starts and caps at limit', () => {
    expect(
      always.candles(AAPL, 'DAY', { now: WEDNESDAY, before: Date.UTC(2010, 0, 1), limit: 100 }),
    ).toEqual([]);
    expect(always.candles(AAPL, 'MONTH', { now: WEDNESDAY, limit: 1000 }).length).toBe(111); // Jan 2016 … Mar 2025
    expect(always.candles(AAPL, 'MIN1', { now: WEDNESDAY, limit: 7 })).toHaveLength(7);
  });
});

describe('consistency of candles, quotes and ticks', () => {
  for (const sim of [always, exchange]) {
    it(`ends every period at the current price (${sim.sessions})`, () => {
      for (const instrument of [AAPL, PETR4, findInstrument('DANGCEM', 'NSENG')!]) {
        for (const now of [WEDNESDAY, WEDNESDAY + 3_600_000 * 5 + 12_345]) {
          const quote = sim.quote(instrument, now);
          for (const period of PERIODS) {
            expect(sim.candles(instrument, period, { now, limit: 2 })[0]!.close).toBe(quote.price);
          }
          const [day] = sim.candles(instrument, 'DAY', { now, limit: 1 });
          expect(quote).toMatchObject({
            open: day!.open,
            high: day!.high,
            low: day!.low,
            volume: day!.volume,
          });
          const tick = sim.tickAt(instrument, now, now - 3_000);
          if (quote.trading)
            expect(tick).toMatchObject({
              price: quote.price,
              priceChange: quote.change,
              percentChange: quote.percentChange,
              timestamp: Math.floor(now / 1000),
            });
          else expect(tick).toBeNull();
        }
      }
    });
  }

  it('aggregates a finished day of minutes exactly into its daily candle', () => {
    const now = WEDNESDAY + 86_400_000 * 2;
    for (const sim of [always, exchange]) {
      const [, yesterday] = sim.candles(AAPL, 'DAY', { now, limit: 2 });
      const nextDay = yesterday!.timestamp + 86_400_000; // no DST change that week
      const minutes = sim
        .candles(AAPL, 'MIN1', { now, before: nextDay, limit: 2000 })
        .filter((c) => c.timestamp >= yesterday!.timestamp);
      expect(minutes.at(-1)!.open).toBe(yesterday!.open);
      expect(minutes[0]!.close).toBe(yesterday!.close);
      expect(Math.max(...minutes.map((c) => c.high))).toBe(yesterday!.high);
      expect(Math.min(...minutes.map((c) => c.low))).toBe(yesterday!.low);
      expect(minutes.reduce((sum, c) => sum + c.volume, 0)).toBe(yesterday!.volume);
      const hours = sim
        .candles(AAPL, 'HOUR', { now, before: nextDay, limit: 30 })
        .filter((c) => c.timestamp >= yesterday!.timestamp);
      expect(hours.reduce((sum, c) => sum + c.volume, 0)).toBe(yesterday!.volume);
    }
  });

  it('chains candles: each opens at the previous close', () => {
    for (const period of PERIODS) {
      const candles = always.candles(AAPL, period, { now: WEDNESDAY, limit: 60 });
      for (let i = 1; i < candles.length; i++) expect(candles[i - 1]!.open).toBe(candles[i]!.close);
    }
  });

  it('counts tick volume since the previous tick', () => {
    const t0 = WEDNESDAY;
    const whole = always.tickAt(AAPL, t0 + 3_000, t0 - 40_000)!.volume;
    const first = always.tickAt(AAPL, t0, t0 - 40_000)!.volume;
    const second = always.tickAt(AAPL, t0 + 3_000, t0)!.volume;
    expect(first + second).toBe(whole);
    expect(whole).toBeGreaterThan(0);
  });
});

describe('listing dates', () => {
  it('shows future listings with no candles, no ticks and a flat listing-price quote', () => {
    for (const period of PERIODS)
      expect(always.candles(DANGREF, period, { now: WEDNESDAY, limit: 100 })).toEqual([]);
    expect(always.tickAt(DANGREF, WEDNESDAY, WEDNESDAY - 3_000)).toBeNull();
    expect(always.quote(DANGREF, WEDNESDAY)).toEqual({
      price: DANGREF.basePrice,
      previousClose: DANGREF.basePrice,
      change: 0,
      percentChange: 0,
      open: DANGREF.basePrice,
      high: DANGREF.basePrice,
      low: DANGREF.basePrice,
      volume: 0,
      listed: false,
      trading: false,
    });
    expect(
      INSTRUMENTS.filter((i) => i.listedOn && i.listedOn > '2026-12-31').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('starts history on the listing day at the listing price', () => {
    const afterListing = Date.UTC(2030, 2, 20, 12);
    const days = exchange.candles(DANGREF, 'DAY', { now: afterListing, limit: 100 });
    expect(wallClock('Africa/Lagos', days.at(-1)!.timestamp)).toMatchObject({
      year: 2030,
      month: 3,
      day: 4,
    });
    expect(days.at(-1)!.open).toBe(DANGREF.basePrice);
    const mtnn = findInstrument('MTNN', 'NSENG')!;
    const firstMonth = always.candles(mtnn, 'MONTH', { now: WEDNESDAY, limit: 1000 }).at(-1)!;
    expect(wallClock('Africa/Lagos', firstMonth.timestamp)).toMatchObject({
      year: 2019,
      month: 5,
      day: 1,
    });
  });
});
