import { symbolKey, type Market } from '@trading/contract';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { FeedStatus } from '../feed-status.js';
import type { TickerSnapshot } from '../tick-batcher.js';
import { useFeed } from './feed-context.js';
import { useFeedStatus } from './use-feed-status.js';

export interface Ticker {
  /** Latest values, updated at most once per frame; undefined until the first tick. */
  tick: TickerSnapshot | undefined;
  status: FeedStatus;
  /** False whenever the connection is not open: show the price as stale. */
  live: boolean;
}

/** Subscribes to a symbol while mounted (shared with other screens) and returns its latest tick. */
export function useTicker(symbol: string, exchange: Market): Ticker {
  const { client, batcher } = useFeed();
  const key = symbolKey({ symbol, exchange });
  useEffect(() => client.subscribe({ symbol, exchange }), [client, symbol, exchange]);
  const subscribe = useCallback(
    (onChange: () => void) => batcher.subscribe(key, onChange),
    [batcher, key],
  );
  const getSnapshot = () => batcher.getSnapshot(key);
  const tick = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const status = useFeedStatus();
  return { tick, status, live: status === 'open' };
}
