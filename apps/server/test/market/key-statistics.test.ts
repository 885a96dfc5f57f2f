import fc from 'fast-check';
import { KeyStatistics, ORDER_PRICE_TICK, STEPPER } from '@trading/contract';
import { dayNumberOf } from '@trading/market-time';
import { describe, expect, it } from 'vitest';
import { circuitLimitsOf, DAILY_PRICE_BAND } from '../../src/market/circuit-limits.js';
import { fundamentalsOf } from '../../src/market/fundamentals.js';
import { INSTRUMENTS } from '../../src/market/instruments.js';
import { MARKETS } from '../../src/market/markets.js';
import { DailySeries } from '../../src/market/sim/daily-series.js';
import { createMarketSim, DEFAULT_EPOCH } from '../../src/market/sim/market-sim.js';
import { hashString } from '../../src/market/sim/random.js';
import { createSessionCalendar } from '../../src/market/sim/session-calendar.js';
import { keyStatisticsOf } from '../../src/stocks/key-statistics.js';

const sims = {
  always: createMarketSim({ seed: 'stats' }),
  exchange: createMarketSim({ seed: 'stats', sessions: 'exchange' }),
};
const DAY_MS = 86_400_000;
const STOCKS = INSTRUMENTS.filter((i) => !i.isIndex);
const BANDED = STOCKS.filter((i) => DAILY_PRICE_BAND[i.exchange] !== null);

/** `value` is `exact` to the cent it is shown in. */
function expectCents(value: number, exact: number): void {
  expect(Math.abs(value - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
}

describe('key statistics', () => {
  it('agree with the quote and the day candles at any time, in both session modes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INSTRUMENTS),
        fc.integer({ min: Date.UTC(2016, 6, 1), max: Date.UTC(2031, 0, 1) }),
        fc.constantFrom('always', 'exchange' as const),
        (instrument, now, mode) => {
          const sim = sims[mode];
          const quote = sim.quote(instrument, now);
          const stats = KeyStatistics.parse(keyStatisticsOf(instrument, quote, sim, now));
          const days = sim.candles(instrument, 'DAY', { now, limit: 400 });
          const year = days.filter((d) => d.timestamp > now - 364 * DAY_MS);
          expect(stats.volume).toBe(quote.volume);
          // Today's price always sits inside the 52-week range, which is the year's extremes.
          const { low, high } = stats.range52Weeks;
          expect(low).toBeLessThanOrEqual(quote.low);
          expect(high).toBeGreaterThanOrEqual(quote.high);
          for (const d of year) {
            expect(d.low).toBeGreaterThanOrEqual(low);
            expect(d.high).toBeLessThanOrEqual(high);
          }
          if (year.length > 0) {
            expect(Math.min(...year.map((d) => d.low), quote.price)).toBe(low);
            expect(Math.max(...year.map((d) => d.high), quote.price)).toBe(high);
          }
          const earlier = days.slice(1, 31).map((d) => d.volume);
          expect(stats.averageVolume30).toBe(
            earlier.length === 0
              ? null
              : Math.round(earlier.reduce((a, b) => a + b, 0) / earlier.length),
          );
          const company = fundamentalsOf(instrument.id);
          if (instrument.isIndex) {
            expect(stats).toMatchObject({
              marketCap: null,
              peRatio: null,
              dividendYield: null,
              lotSize: null,
              tickSize: null,
              circuitLimits: null,
            });
            return;
          }
          expect(stats.marketCap).toBe(Math.round(quote.price * company!.sharesOutstanding));
          if (company!.earningsPerShare > 0)
            expectCents(stats.peRatio!, quote.price / company!.earningsPerShare);
          else expect(stats.peRatio).toBeNull();
          expectCents(stats.dividendYield!, (company!.dividendPerShare / quote.price) * 100);
          expect(stats.lotSize).toBe(STEPPER.step);
          expect(stats.tickSize).toBe(Number(ORDER_PRICE_TICK));
          expect(stats.circuitLimits).toEqual(
            circuitLimitsOf(instrument.exchange, quote.previousClose),
          );
          if (stats.circuitLimits) {
            expect(stats.circuitLimits.low).toBeLessThanOrEqual(quote.low);
            expect(stats.circuitLimits.high).toBeGreaterThanOrEqual(quote.high);
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('has company figures for every stock, and none for an index', () => {
    for (const i of INSTRUMENTS) expect(fundamentalsOf(i.id) !== undefined).toBe(!i.isIndex);
    for (const i of STOCKS) expect(fundamentalsOf(i.id)!.sharesOutstanding).toBeGreaterThan(0);
  });

  it('keeps every day of a banded market inside its circuit limits, over the whole history', () => {
    const last = dayNumberOf('2031-01-01');
    let days = 0;
    const outside: string[] = [];
    for (const mode of ['always', 'exchange'] as const)
      for (const stock of BANDED) {
        const calendar = createSessionCalendar(MARKETS[stock.exchange], mode);
        const first = dayNumberOf(stock.listedOn ?? DEFAULT_EPOCH);
        const series = new DailySeries(hashString('stats'), stock, calendar, first);
        // Days open at the previous close, so each day's limits come from its own open.
        for (let day = series.firstDay; day <= last; day++) {
          if (!calendar.isTradingDay(day)) continue;
          const bar = series.bar(day);
          const limits = circuitLimitsOf(stock.exchange, bar.open)!;
          if (bar.high > limits.high || bar.low < limits.low)
            outside.push(`${mode} ${stock.symbol} day ${day}`);
          days++;
        }
      }
    expect(outside).toEqual([]);
    expect(days).toBeGreaterThan(100_000);
  });

  it('rounds the limits inwards onto the cent grid', () => {
    expect(circuitLimitsOf('NSENG', 32)).toEqual({ low: 28.8, high: 35.2 });
    expect(circuitLimitsOf('INDIA', 1420.37)).toEqual({ low: 1136.3, high: 1704.44 });
    expect(circuitLimitsOf('US', 230)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        const limits = circuitLimitsOf('NSENG', cents / 100)!;
        expect(Number.isInteger(Math.round(limits.low * 100))).toBe(true);
        expect(Math.abs(limits.low * 100 - Math.round(limits.low * 100))).toBeLessThan(1e-6);
        expect(limits.low).toBeGreaterThanOrEqual((cents / 100) * 0.9 - 1e-9);
        expect(limits.high).toBeLessThanOrEqual((cents / 100) * 1.1 + 1e-9);
      }),
    );
  });
});
