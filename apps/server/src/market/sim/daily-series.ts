import { circuitLimitsOf } from '../circuit-limits.js';
import type { Instrument } from '../instruments.js';
import { hashInts, normalFrom, unitFrom } from './random.js';
import { roundPrice } from './prices.js';
import type { SessionCalendar } from './session-calendar.js';

export interface DayBar {
  day: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Daily pull of the log price back to the instrument's base level (Ornstein–Uhlenbeck). */
const MEAN_REVERSION = 0.004;
/** How far beyond the open–close range the day's high and low reach, in daily volatilities. */
const WICK_REACH = 0.8;

/** Distinct hash coordinates for the independent draws of one day. */
const Salt = {
  Return: 1,
  ReturnPhase: 2,
  HighWick: 3,
  LowWick: 4,
  Volume: 5,
  VolumePhase: 6,
} as const;

/**
 * The daily bars of one instrument. Closes follow a mean-reverting random walk over
 * calendar days from the first trading day, each step drawn from hash(seed, id, day).
 * Bars are computed once, in day order, into typed arrays (a few hundred KB per
 * instrument per decade), so a page of monthly candles is array reads.
 * There are no overnight gaps: a day opens at the previous trading day's close, which
 * is also how the client extends a live candle.
 */
export class DailySeries {
  readonly firstDay: number;
  #open = new Float64Array(0);
  #high = new Float64Array(0);
  #low = new Float64Array(0);
  #close = new Float64Array(0);
  #volume = new Float64Array(0);
  #logLevel = 0;
  #lastTradingClose: number;
  #computedTo: number;

  constructor(
    private readonly seedHash: number,
    private readonly instrument: Instrument,
    private readonly calendar: SessionCalendar,
    startDay: number,
  ) {
    let first = startDay;
    while (!calendar.isTradingDay(first)) first++;
    this.firstDay = first;
    this.#computedTo = first - 1;
    this.#lastTradingClose = roundPrice(instrument.basePrice);
  }

  /** The full bar of a trading day at or after the first day. */
  bar(day: number): DayBar {
    if (day > this.#computedTo) this.#extendTo(day);
    const i = day - this.firstDay;
    return {
      day,
      open: this.#open[i]!,
      high: this.#high[i]!,
      low: this.#low[i]!,
      close: this.#close[i]!,
      volume: this.#volume[i]!,
    };
  }

  #extendTo(day: number): void {
    const needed = day - this.firstDay + 1;
    if (needed > this.#close.length) {
      const size = Math.max(needed + 366, this.#close.length * 2);
      const grow = (a: Float64Array) => {
        const grown = new Float64Array(size);
        grown.set(a);
        return grown;
      };
      this.#open = grow(this.#open);
      this.#high = grow(this.#high);
      this.#low = grow(this.#low);
      this.#close = grow(this.#close);
      this.#volume = grow(this.#volume);
    }
    const { seedHash, instrument } = this;
    const { id, basePrice, dailyVolatility, averageVolume } = instrument;
    const reach = WICK_REACH * dailyVolatility;
    for (let d = this.#computedTo + 1; d <= day; d++) {
      const shock = normalFrom(
        hashInts(seedHash, id, d, Salt.Return),
        hashInts(seedHash, id, d, Salt.ReturnPhase),
      );
      this.#logLevel = this.#logLevel * (1 - MEAN_REVERSION) + dailyVolatility * shock;
      if (!this.calendar.isTradingDay(d)) continue;
      const i = d - this.firstDay;
      const open = this.#lastTradingClose;
      // A market with a daily price band stops the day's moves at its limits; the underlying
      // level walks on, so a big move plays out over several limit days as it does on the exchange.
      const limits = circuitLimitsOf(instrument.exchange, open);
      const bounded = (price: number) =>
        limits ? Math.min(limits.high, Math.max(limits.low, price)) : price;
      const close = bounded(roundPrice(basePrice * Math.exp(this.#logLevel)));
      const surprise = Math.min(4, Math.abs(Math.log(close / open)) / dailyVolatility);
      const noise = normalFrom(
        hashInts(seedHash, id, d, Salt.Volume),
        hashInts(seedHash, id, d, Salt.VolumePhase),
      );
      this.#open[i] = open;
      this.#close[i] = close;
      this.#high[i] = bounded(
        roundPrice(
          Math.max(open, close) * (1 + reach * unitFrom(hashInts(seedHash, id, d, Salt.HighWick))),
        ),
      );
      this.#low[i] = bounded(
        roundPrice(
          Math.min(open, close) * (1 - reach * unitFrom(hashInts(seedHash, id, d, Salt.LowWick))),
        ),
      );
      this.#volume[i] = Math.round(
        averageVolume * Math.exp(0.3 * noise - 0.045) * (0.75 + 0.25 * surprise),
      );
      this.#lastTradingClose = close;
    }
    this.#computedTo = day;
  }
}
