import type { DepthEvent, Market } from '@trading/contract';
import { useEffect, useState } from 'react';
import { useFeed } from './feed-context.js';
import { useFeedStatus } from './use-feed-status.js';

export interface Depth {
  /** The latest book of the symbol; undefined until the first arrives (none while closed). */
  book: DepthEvent | undefined;
  /** False whenever the connection is not open: show the book as stale. */
  live: boolean;
}

/**
 * Subscribes to a symbol's order book while mounted and returns the latest. A book comes once
 * a tick interval, so each one renders as it arrives (no frame batching as for ticks).
 */
export function useDepth(symbol: string, exchange: Market): Depth {
  const { client } = useFeed();
  const [book, setBook] = useState<DepthEvent | undefined>(undefined);
  useEffect(() => client.subscribeDepth({ symbol, exchange }, setBook), [client, symbol, exchange]);
  const status = useFeedStatus();
  return { book, live: status === 'open' };
}
