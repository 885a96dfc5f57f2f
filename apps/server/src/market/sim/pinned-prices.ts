import type { Instrument } from '../instruments.js';
import type { MarketSim } from './market-sim.js';
import { changeBetween, roundPrice } from './prices.js';

export interface PinnedPriceSim extends MarketSim {
  /** From now on, this instrument's quote and live ticks are at `price`; null: the simulator's again. */
  pin(instrument: Instrument, price: number | null): void;
}

/**
 * The simulator with prices a browser test can set (TEST_PRICE_SEAM): quotes, the matcher and
 * the feed all read it, so a pinned price reaches the order book and every open page alike.
 * Sessions, volumes and history stay the simulator's.
 */
export function withPinnedPrices(sim: MarketSim): PinnedPriceSim {
  const pins = new Map<number, number>();
  return {
    ...sim,
    pin(instrument, price) {
      if (price === null) pins.delete(instrument.id);
      else pins.set(instrument.id, roundPrice(price));
    },
    quote(instrument, now) {
      const quote = sim.quote(instrument, now);
      const price = pins.get(instrument.id);
      if (price === undefined || !quote.listed) return quote;
      return {
        ...quote,
        price,
        ...changeBetween(price, quote.previousClose),
        high: Math.max(quote.high, price),
        low: Math.min(quote.low, price),
      };
    },
    tickAt(instrument, t, since) {
      const tick = sim.tickAt(instrument, t, since);
      const price = pins.get(instrument.id);
      if (!tick || price === undefined) return tick;
      const { change, percentChange } = changeBetween(price, tick.price - tick.priceChange);
      return { ...tick, price, priceChange: change, percentChange };
    },
  };
}
