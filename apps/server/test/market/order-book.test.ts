import fc from 'fast-check';
import { DEPTH_LEVELS, DepthEvent, ORDER_PRICE_TICK, STEPPER } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { circuitLimitsOf } from '../../src/market/circuit-limits.js';
import { orderBookAt } from '../../src/market/depth/order-book.js';
import { findInstrument, INSTRUMENTS } from '../../src/market/instruments.js';
import { createMarketSim } from '../../src/market/sim/market-sim.js';
import { withPinnedPrices } from '../../src/market/sim/pinned-prices.js';

const sims = {
  always: createMarketSim({ seed: 'book' }),
  exchange: createMarketSim({ seed: 'book', sessions: 'exchange' }),
};
const STOCKS = INSTRUMENTS.filter((i) => !i.isIndex);
const TICK_CENTS = Math.round(Number(ORDER_PRICE_TICK) * 100);
const onTick = (price: number) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;
const cents = (price: number) => Math.round(price * 100);

/** The invariants every book meets, whatever the price. */
function expectSound(book: DepthEvent, previousClose: number, exchange: DepthEvent['exchange']) {
  DepthEvent.parse(book);
  const { bids, asks, price } = book;
  expect(bids.length).toBeLessThanOrEqual(DEPTH_LEVELS);
  expect(asks.length).toBeLessThanOrEqual(DEPTH_LEVELS);
  for (const level of [...bids, ...asks]) {
    expect(onTick(level.price)).toBe(true);
    expect(level.price).toBeGreaterThan(0);
    expect(level.quantity).toBeGreaterThan(0);
    expect(level.quantity % STEPPER.step).toBe(0);
  }
  // Best first on both sides: bids fall, asks rise, and the last trade sits between them.
  bids.forEach((level, n) => n > 0 && expect(level.price).toBeLessThan(bids[n - 1]!.price));
  asks.forEach((level, n) => n > 0 && expect(level.price).toBeGreaterThan(asks[n - 1]!.price));
  if (bids[0]) expect(cents(bids[0].price)).toBeLessThanOrEqual(cents(price) - TICK_CENTS);
  if (asks[0]) expect(cents(asks[0].price)).toBeGreaterThanOrEqual(cents(price));
  expect(book.totalBidQuantity).toBe(bids.reduce((sum, l) => sum + l.quantity, 0));
  expect(book.totalAskQuantity).toBe(asks.reduce((sum, l) => sum + l.quantity, 0));
  const limits = circuitLimitsOf(exchange, previousClose);
  if (limits)
    for (const level of [...bids, ...asks]) {
      expect(level.price).toBeGreaterThanOrEqual(limits.low);
      expect(level.price).toBeLessThanOrEqual(limits.high);
    }
}

describe('the simulated order book', () => {
  it('sits around the simulator’s last trade, on the tick, in lots, inside the circuit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STOCKS),
        fc.integer({ min: Date.UTC(2016, 6, 1), max: Date.UTC(2031, 0, 1) }),
        fc.constantFrom('always', 'exchange' as const),
        (stock, t, mode) => {
          const sim = sims[mode];
          const book = orderBookAt(sim, stock, t);
          const tick = sim.tickAt(stock, t, t);
          // No trading, no book: a closed market (or a stock not listed yet) sends none.
          expect(book === null).toBe(tick === null);
          if (!book || !tick) return;
          expect(book.price).toBe(tick.price);
          expect(book.timestamp).toBe(tick.timestamp);
          // The simulator's prices keep inside the circuit, so a full book fits there too.
          if (stock.listedOn === undefined) {
            expect(book.bids.length + book.asks.length).toBeGreaterThan(0);
          }
          expectSound(book, sim.quote(stock, t).previousClose, stock.exchange);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('stays sound at any price a test pins, down to one cent', () => {
    const pinned = withPinnedPrices(sims.always);
    const t = Date.UTC(2026, 10, 2, 12);
    fc.assert(
      fc.property(
        fc.constantFrom(...STOCKS.filter((s) => s.listedOn === undefined)),
        fc.integer({ min: 1, max: 100_000_000 }),
        (stock, priceCents) => {
          pinned.pin(stock, priceCents / 100);
          const book = orderBookAt(pinned, stock, t)!;
          expect(book.price).toBe(priceCents / 100);
          expectSound(book, pinned.quote(stock, t).previousClose, stock.exchange);
          pinned.pin(stock, null);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is five levels a side for a liquid stock in a market without limits, the same on every call', () => {
    const aapl = findInstrument('AAPL', 'US')!;
    const t = Date.UTC(2026, 10, 2, 15, 30, 7);
    const book = orderBookAt(sims.always, aapl, t)!;
    expect(book.bids).toHaveLength(DEPTH_LEVELS);
    expect(book.asks).toHaveLength(DEPTH_LEVELS);
    expect(orderBookAt(sims.always, aapl, t)).toEqual(book);
    expect(orderBookAt(sims.always, findInstrument('SPX', 'US')!, t)).toBeNull();
  });
});
