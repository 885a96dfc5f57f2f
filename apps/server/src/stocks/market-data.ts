import type { Market, TenantConfig } from '@trading/contract';
import { INSTRUMENTS, instrumentById, type Instrument } from '../market/instruments';
import type { MarketSim, Quote } from '../market/sim/market-sim';

/**
 * Quotes for the HTTP routes. A ranking computes every quote of a market, so each
 * instrument's quote is reused for a quarter second: at hundreds of requests a second
 * the simulator runs a few times a second, and a price is never older than a tick.
 */
export interface MarketData {
  sim: MarketSim;
  clock: () => number;
  instrument(id: number): Instrument | undefined;
  quote(instrument: Instrument): Quote;
  /** Instruments of one market (stocks, or indices with `indices: true`). */
  listed(market: Market, indices: boolean): Instrument[];
}

const QUOTE_TTL_MS = 250;

export function createMarketData(sim: MarketSim, clock: () => number = Date.now): MarketData {
  const cache = new Map<number, { at: number; quote: Quote }>();
  const byMarket = new Map<string, Instrument[]>();
  for (const i of INSTRUMENTS) {
    const key = `${i.exchange}:${i.isIndex}`;
    byMarket.set(key, [...(byMarket.get(key) ?? []), i]);
  }
  return {
    sim,
    clock,
    instrument: instrumentById,
    quote(instrument) {
      const now = clock();
      const hit = cache.get(instrument.id);
      if (hit && now - hit.at < QUOTE_TTL_MS && now >= hit.at) return hit.quote;
      const quote = sim.quote(instrument, now);
      cache.set(instrument.id, { at: now, quote });
      return quote;
    },
    listed: (market, indices) => byMarket.get(`${market}:${indices}`) ?? [],
  };
}

/** The markets a tenant shows: its own, plus US when its US market is switched on. */
export function visibleMarkets(
  config: Pick<TenantConfig, 'defaultMarket' | 'usMarketShow'>,
): Market[] {
  return config.usMarketShow && config.defaultMarket !== 'US'
    ? [config.defaultMarket, 'US']
    : [config.defaultMarket];
}
