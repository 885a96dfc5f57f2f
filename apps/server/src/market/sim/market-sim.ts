import type { Candle, KlinePeriod, Market, TickEvent } from '@trading/contract';
import { dayNumberOf } from '@trading/market-time';
import type { Instrument } from '../instruments.js';
import { MARKETS } from '../markets.js';
import { candlePage, type CandlePageRequest } from './candle-pages.js';
import type { DayPath, SubBars } from './day-path.js';
import { InstrumentModel } from './instrument-model.js';
import { LruCache } from './lru-cache.js';
import { changeBetween, roundPrice } from './prices.js';
import { hashString } from './random.js';
import {
  createSessionCalendar,
  type SessionCalendar,
  type SessionMode,
} from './session-calendar.js';

export interface MarketSimOptions {
  /** Every process given the same seed computes the same prices. */
  seed: string;
  /** Default `always`: the 24×7 demo session. */
  sessions?: SessionMode;
  /** First simulated day ("YYYY-MM-DD", market-local); history starts here. */
  epoch?: string;
}

export interface Quote {
  price: number;
  /** Close of the previous session (also today's open: the simulator has no gaps). */
  previousClose: number;
  change: number;
  percentChange: number;
  /** The current session's bar, or the last session's when the market is closed. */
  open: number;
  high: number;
  low: number;
  volume: number;
  /** False until the listing date: price is then the listing price and nothing moves. */
  listed: boolean;
  /** True while a session is running (ticks flow). */
  trading: boolean;
}

export interface MarketSim {
  readonly sessions: SessionMode;
  /** Candles newest first, at most `limit`, bucket start strictly before `before`. */
  candles(instrument: Instrument, period: KlinePeriod, request: CandlePageRequest): Candle[];
  quote(instrument: Instrument, now: number): Quote;
  /**
   * The live tick at `t`, or null outside a session. `volume` is what traded in (`since`, `t`]
   * — since the previous tick, or since the subscription began — never the day's total, so a
   * client adds it to the current candle (contract: TickEvent.volume).
   */
  tickAt(instrument: Instrument, t: number, since: number): TickEvent | null;
}

export const DEFAULT_EPOCH = '2016-01-04';

export function createMarketSim({
  seed,
  sessions = 'always',
  epoch = DEFAULT_EPOCH,
}: MarketSimOptions): MarketSim {
  const seedHash = hashString(seed);
  const epochDay = dayNumberOf(epoch);
  const caches = {
    dayPaths: new LruCache<number, DayPath>(2_048),
    blockMinutes: new LruCache<number, SubBars>(1_024),
    secondPaths: new LruCache<number, Float64Array>(1_024),
  };
  const calendars = new Map<Market, SessionCalendar>();
  const models = new Map<number, InstrumentModel>();

  function modelOf(instrument: Instrument): InstrumentModel {
    let model = models.get(instrument.id);
    if (!model) {
      let calendar = calendars.get(instrument.exchange);
      if (!calendar) {
        calendar = createSessionCalendar(MARKETS[instrument.exchange], sessions);
        calendars.set(instrument.exchange, calendar);
      }
      const startDay = Math.max(
        epochDay,
        instrument.listedOn ? dayNumberOf(instrument.listedOn) : epochDay,
      );
      model = new InstrumentModel(seedHash, instrument, calendar, startDay, caches);
      models.set(instrument.id, model);
    }
    return model;
  }

  return {
    sessions,

    candles(instrument, period, request) {
      // Every loop over days ends at a finite day: NaN or ±Infinity would never get there.
      if (!Number.isFinite(request.now) || Number.isNaN(request.before))
        throw new RangeError('candle request times must be numbers');
      return candlePage(modelOf(instrument), period, request);
    },

    quote(instrument, now) {
      const model = modelOf(instrument);
      const day = model.latestSessionDay(now);
      const bar = day === undefined ? undefined : model.dayBarAt(day, now);
      if (!bar) {
        const price = roundPrice(instrument.basePrice);
        return {
          price,
          previousClose: price,
          change: 0,
          percentChange: 0,
          open: price,
          high: price,
          low: price,
          volume: 0,
          listed: false,
          trading: false,
        };
      }
      return {
        price: bar.close,
        previousClose: bar.open,
        ...changeBetween(bar.close, bar.open),
        open: bar.open,
        high: bar.high,
        low: bar.low,
        volume: bar.volume,
        listed: true,
        // A lunch break leaves the day's bar open but takes no orders.
        trading: bar.partial && !model.calendar.inBreak(now),
      };
    },

    tickAt(instrument, t, since) {
      const model = modelOf(instrument);
      if (model.calendar.inBreak(t)) return null;
      const position = model.positionAt(t);
      if (!position) return null;
      const { close: price } = model.minuteSoFar(position);
      const previousClose = position.path.blocks.open[0]!;
      const sinceSame = since >= t ? undefined : model.positionAt(since);
      const sameSession = sinceSame?.path.session.day === position.path.session.day;
      const traded =
        since >= t ? 0 : model.volumeTo(position) - (sameSession ? model.volumeTo(sinceSame!) : 0);
      const { change, percentChange } = changeBetween(price, previousClose);
      return {
        event: 'tick',
        symbol: instrument.symbol,
        exchange: instrument.exchange,
        timestamp: Math.floor(t / 1000),
        price,
        volume: traded,
        priceChange: change,
        percentChange,
      };
    },
  };
}
