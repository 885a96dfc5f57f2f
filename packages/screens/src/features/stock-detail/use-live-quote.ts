import type { Stock } from '@trading/contract';
import { useTicker } from '@trading/market-feed';
import { useState } from 'react';
import { liveQuote, type Quote } from './live-quote';

/** The stock's quote kept live by the feed, and whether the feed is live right now. */
export function useLiveQuote(stock: Stock): { quote: Quote; live: boolean } {
  const { tick, live } = useTicker(stock.symbol, stock.market);
  // The day's extremes seen so far: ticks arrive coalesced per frame, so a high between two
  // frames is only kept if remembered. Adjusting state while rendering (React's pattern for
  // derived state) re-renders at once, and only when an extreme moved.
  const [seen, setSeen] = useState({ id: stock.id, high: stock.high, low: stock.low });
  const quote = liveQuote(stock, tick, seen.id === stock.id ? seen : stock);
  if (seen.id !== stock.id || quote.high !== seen.high || quote.low !== seen.low)
    setSeen({ id: stock.id, high: quote.high, low: quote.low });
  return { quote, live };
}
