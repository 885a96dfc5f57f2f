import type { Market } from '@trading/contract';
import { useTicker } from '@trading/market-feed';

export interface Quote {
  price: number;
  change: number;
  percent: number;
}

/** The latest price of a listed row: the live tick once one arrives, the listed values before. */
export function useLiveQuote(symbol: string, market: Market, listed: Quote): Quote {
  const { tick } = useTicker(symbol, market);
  return tick
    ? { price: tick.price, change: tick.priceChange, percent: tick.percentChange }
    : listed;
}
