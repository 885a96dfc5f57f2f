import type { Candle, KlinePeriod, Market } from '@trading/contract';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { CandleFeed } from '../candle-feed.js';
import { useFeed } from './feed-context.js';

export interface CandleFeedParams {
  period: KlinePeriod;
  /** The market's IANA time zone. */
  timeZone: string;
  /** History fetched by the screen (either order). Pass a stable array: a new one restarts the feed. */
  history: readonly Candle[];
}

/**
 * A live {@link CandleFeed} for the symbol, subscribed while mounted. It never re-renders the
 * component: a chart attaches `feed.onCandle` in an effect and moves its points itself.
 */
export function useCandleFeed(
  symbol: string,
  exchange: Market,
  params: CandleFeedParams,
): CandleFeed {
  const { client, schedule } = useFeed();
  const { period, timeZone, history } = params;
  const feed = useMemo(
    () =>
      new CandleFeed({ client, symbol: { symbol, exchange }, period, timeZone, history, schedule }),
    [client, symbol, exchange, period, timeZone, history, schedule],
  );
  useEffect(() => feed.start(), [feed]);
  return feed;
}

/** Candles (oldest first) that re-render the component at most once per frame as ticks arrive. */
export function useCandles(
  symbol: string,
  exchange: Market,
  params: CandleFeedParams,
): readonly Candle[] {
  const feed = useCandleFeed(symbol, exchange, params);
  return useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getSnapshot);
}
