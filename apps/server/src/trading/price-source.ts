import type { Instrument } from '../market/instruments';

/**
 * What trading needs of the market: the current price and whether it can trade now.
 * The platform's MarketData (services.market) is one; tests and benches may pass another.
 */
/** What holdings figures need of the market: the price now and the previous session's close. */
export interface DayQuotes {
  quote(instrument: Instrument): { price: number; previousClose: number };
}

export interface PriceSource {
  quote(instrument: Instrument): { price: number; listed: boolean; trading: boolean };
}
