import fc from 'fast-check';
import { KlinePeriod } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from '../../src/market/instruments.js';
import { createMarketSim } from '../../src/market/sim/market-sim.js';

const sims = {
  always: createMarketSim({ seed: 'prop' }),
  exchange: createMarketSim({ seed: 'prop', sessions: 'exchange' }),
};

describe('OHLC invariants', () => {
  it('holds for any instrument, period, time and session mode', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INSTRUMENTS),
        fc.constantFrom(...KlinePeriod.options),
        fc.integer({ min: Date.UTC(2016, 0, 1), max: Date.UTC(2031, 0, 1) }),
        fc.constantFrom('always', 'exchange' as const),
        (instrument, period, now, mode) => {
          const sim = sims[mode];
          const candles = sim.candles(instrument, period, { now, limit: 30 });
          let previous = Infinity;
          for (const c of candles) {
            expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
            expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
            expect(c.low).toBeGreaterThan(0);
            expect(Number.isInteger(c.volume) && c.volume >= 0).toBe(true);
            expect(c.turnover).toBeGreaterThanOrEqual(0);
            expect(c.timestamp).toBeLessThan(previous);
            expect(c.timestamp).toBeLessThanOrEqual(now);
            previous = c.timestamp;
          }
          const quote = sim.quote(instrument, now);
          expect(quote.low).toBeLessThanOrEqual(quote.price);
          expect(quote.high).toBeGreaterThanOrEqual(quote.price);
          if (candles.length > 0) expect(candles[0]!.close).toBe(quote.price);
        },
      ),
      { numRuns: 150 },
    );
  });
});
