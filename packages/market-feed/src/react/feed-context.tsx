import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FeedClient } from '../feed-client.js';
import { nextAnimationFrame, type FrameScheduler } from '../frame-scheduler.js';
import { createTickBatcher, LIVE_DISPLAY_INTERVAL_MS, type TickBatcher } from '../tick-batcher.js';

export interface FeedContextValue {
  client: FeedClient;
  batcher: TickBatcher;
  /** The one frame clock every live view (tickers, candles) publishes on. */
  schedule: FrameScheduler;
}

const FeedContext = createContext<FeedContextValue | null>(null);

export interface FeedProviderProps {
  /** Created by the app (URL, options); the provider connects it on mount and closes it on unmount. */
  client: FeedClient;
  /** Defaults to `requestAnimationFrame`. */
  schedule?: FrameScheduler;
  /** How often one symbol's ticker may change; defaults to {@link LIVE_DISPLAY_INTERVAL_MS}. */
  displayIntervalMs?: number;
  children?: ReactNode;
}

export function FeedProvider({
  client,
  schedule = nextAnimationFrame,
  displayIntervalMs = LIVE_DISPLAY_INTERVAL_MS,
  children,
}: FeedProviderProps) {
  const [batcher] = useState(() =>
    createTickBatcher({ schedule, minIntervalMs: displayIntervalMs }),
  );
  const context = useMemo(() => ({ client, batcher, schedule }), [client, batcher, schedule]);

  useEffect(() => {
    const stopBatching = client.onTick((tick, key) => batcher.push(tick, key));
    client.connect();
    return () => {
      stopBatching();
      client.close();
    };
  }, [client, batcher]);

  return <FeedContext.Provider value={context}>{children}</FeedContext.Provider>;
}

export function useFeed(): FeedContextValue {
  const context = useContext(FeedContext);
  if (context === null) throw new Error('Live-feed hooks need a <FeedProvider> above them.');
  return context;
}
