import {
  DEPTH_LEVELS,
  ORDER_PRICE_TICK,
  STEPPER,
  type DepthEvent,
  type DepthLevel,
} from '@trading/contract';
import { circuitLimitsOf } from '../circuit-limits.js';
import type { Instrument } from '../instruments.js';
import type { MarketSim } from '../sim/market-sim.js';
import { hashInts, hashString, unitFrom } from '../sim/random.js';

const TICK_CENTS = Math.round(Number(ORDER_PRICE_TICK) * 100);
/** The quoted spread, about one basis point of the price (never under one tick). */
const SPREAD_FRACTION = 0.0001;
/** Resting shares at one level, as a fraction of a typical day's volume (then varied ±70 %). */
const LEVEL_SHARE_OF_DAY = 0.0005;
/** Hash salt of the book's draws, apart from every price draw of the simulator. */
const BOOK_SALT = hashString('order-book');
const Draw = { AskOffset: 1, Quantity: 2 } as const;

const cents = (price: number) => Math.round(price * 100);
const fromCents = (value: number) => value / 100;

/**
 * The five-level book of `instrument` at `t`, built around the simulator's last trade so it
 * agrees with the ticks: every bid below the last price, the best ask at or above it, every
 * price on the order tick and inside the day's circuit limits, every quantity a positive
 * multiple of the order lot. Null while its market is closed (no ticks, no book). Quantities
 * are drawn from (instrument, second): every process of a cluster shows the same book.
 */
export function orderBookAt(sim: MarketSim, instrument: Instrument, t: number): DepthEvent | null {
  const tick = sim.tickAt(instrument, t, t);
  if (!tick || instrument.isIndex) return null;
  const last = cents(tick.price);
  const spread = Math.max(
    TICK_CENTS,
    Math.round((last * SPREAD_FRACTION) / TICK_CENTS) * TICK_CENTS,
  );
  const second = tick.timestamp;
  const draw = (salt: number, level: number) =>
    unitFrom(hashInts(BOOK_SALT, instrument.id, second, salt, level));
  // The last trade sat somewhere inside the spread: the best ask is 0 … spread − 1 ticks above it.
  const askOffset = Math.floor(draw(Draw.AskOffset, 0) * (spread / TICK_CENTS)) * TICK_CENTS;
  const bestAsk = last + askOffset;
  const bestBid = bestAsk - spread;
  const limits = circuitLimitsOf(
    instrument.exchange,
    fromCents(cents(tick.price - tick.priceChange)),
  );
  const allowed = (price: number) =>
    price >= TICK_CENTS && (!limits || (price >= cents(limits.low) && price <= cents(limits.high)));
  const lots = (instrument.averageVolume * LEVEL_SHARE_OF_DAY) / STEPPER.step;
  const side = (best: number, step: number, salt: number): DepthLevel[] =>
    Array.from({ length: DEPTH_LEVELS }, (_, level) => best + level * step)
      .filter(allowed)
      .map((price, level) => ({
        price: fromCents(price),
        quantity: STEPPER.step * Math.max(1, Math.round(lots * (0.3 + 1.4 * draw(salt, level)))),
      }));
  const bids = side(bestBid, -spread, Draw.Quantity);
  const asks = side(bestAsk, spread, Draw.Quantity + 1);
  const total = (levels: DepthLevel[]) => levels.reduce((sum, level) => sum + level.quantity, 0);
  return {
    event: 'depth',
    symbol: instrument.symbol,
    exchange: instrument.exchange,
    timestamp: tick.timestamp,
    price: tick.price,
    bids,
    asks,
    totalBidQuantity: total(bids),
    totalAskQuantity: total(asks),
  };
}
