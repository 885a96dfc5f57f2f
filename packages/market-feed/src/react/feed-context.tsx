import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FeedClient } from '../feed-client.js';
import { createTickBatcher, type TickBatcher } from '../tick-batcher.js';

export interface FeedContextValue {
  client: FeedClient;
  batcher: TickBatcher;
}

const FeedContext = createContext<FeedContextValue | null>(null);

export interface FeedProviderProps {
  /** Created by the app (URL, options); the provider connects it on mount and closes it on unmount. */
  client: FeedClient;
  /** Defaults to a batcher on `requestAnimationFrame`. */
  batcher?: TickBatcher;
  children?: ReactNode;
}

export function FeedProvider({ client, batcher, children }: FeedProviderProps) {
  const [ownBatcher] = useState(() => batcher ?? createTickBatcher());
  const context = useMemo(
    () => ({ client, batcher: batcher ?? ownBatcher }),
    [client, batcher, ownBatcher],
  );

  useEffect(() => {
    const stopBatching = client.onTick((tick, key) => context.batcher.push(tick, key));
    client.connect();
    return () => {
      stopBatching();
      client.close();
    };
  }, [client, context.batcher]);

  return <FeedContext.Provider value={context}>{children}</FeedContext.Provider>;
}

export function useFeed(): FeedContextValue {
  const context = useContext(FeedContext);
  if (context === null) throw new Error('Live-feed hooks need a <FeedProvider> above them.');
  return context;
}
