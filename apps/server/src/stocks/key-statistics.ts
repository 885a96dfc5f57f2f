import { ORDER_PRICE_TICK, STEPPER, type KeyStatistics } from '@trading/contract';
import { circuitLimitsOf } from '../market/circuit-limits';
import { fundamentalsOf } from '../market/fundamentals';
import type { Instrument } from '../market/instruments';
import type { MarketSim, Quote } from '../market/sim/market-sim';
import { roundPrice } from '../market/sim/prices';

/** Sessions the average volume is taken over. */
const AVERAGE_SESSIONS = 30;
const DAY_MS = 86_400_000;
const WEEKS_52_MS = 52 * 7 * DAY_MS;
/** Day candles enough to cover 52 weeks in the 24×7 demo session (more than any exchange has). */
const DAYS_52_WEEKS = 52 * 7 + 1;

/**
 * The stock page's key statistics at `now`, from the quote the page shows and the simulator's
 * day candles, so the 52-week range always holds today's price and the ratios move with it.
 */
export function keyStatisticsOf(
  instrument: Instrument,
  quote: Quote,
  sim: MarketSim,
  now: number,
): KeyStatistics {
  // Newest first; the first is the current (or last) session, which the quote describes.
  const days = sim.candles(instrument, 'DAY', { now, limit: DAYS_52_WEEKS });
  const earlier = days.slice(1, 1 + AVERAGE_SESSIONS);
  const yearly = days.filter((day) => day.timestamp > now - WEEKS_52_MS);
  const company = instrument.isIndex ? undefined : fundamentalsOf(instrument.id);
  const { price } = quote;
  return {
    id: instrument.id,
    volume: quote.volume,
    averageVolume30:
      earlier.length === 0
        ? null
        : Math.round(earlier.reduce((sum, day) => sum + day.volume, 0) / earlier.length),
    range52Weeks: {
      low: Math.min(price, quote.low, ...yearly.map((day) => day.low)),
      high: Math.max(price, quote.high, ...yearly.map((day) => day.high)),
    },
    marketCap: company ? Math.round(price * company.sharesOutstanding) : null,
    peRatio:
      company && company.earningsPerShare > 0 ? roundPrice(price / company.earningsPerShare) : null,
    dividendYield: company ? roundPrice((company.dividendPerShare / price) * 100) : null,
    lotSize: instrument.isIndex ? null : STEPPER.step,
    tickSize: instrument.isIndex ? null : Number(ORDER_PRICE_TICK),
    circuitLimits: instrument.isIndex
      ? null
      : circuitLimitsOf(instrument.exchange, quote.previousClose),
  };
}
