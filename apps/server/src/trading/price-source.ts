import type { Instrument } from '../market/instruments';

/**
 * What trading needs of the market: the current price and whether it can trade now.
 * The platform's MarketData (services.market) is one; tests and benches may pass another.
 */
export interface PriceSource {
  quote(instrument: Instrument): { price: number; listed: boolean; trading: boolean };
}
