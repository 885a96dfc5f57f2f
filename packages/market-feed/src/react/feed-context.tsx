import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { FeedClient } from '../feed-client.js';
import type { FeedStatus } from '../feed-status.js';
import { nextAnimationFrame, type FrameScheduler } from '../frame-scheduler.js';
import { createTickBatcher, LIVE_DISPLAY_INTERVAL_MS, type TickBatcher } from '../tick-batcher.js';

export interface FeedContextValue {
  client: FeedClient;
  batcher: TickBatcher;
  /** The one frame clock every live view (tickers, candles) publishes on. */
  schedule: FrameScheduler;
}

const FeedContext = createContext<FeedContextValue | null>(null);
/** The connection status as rendered: 'closed' (not started) until the provider connects. */
export const FeedStatusContext = createContext<FeedStatus>('closed');

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
  // The status the first render shows is 'closed', what the server rendered too (the client
  // connects only below). Its changes render as a transition: a store the render read
  // (useSyncExternalStore) would re-render every live price at once, in one task, and during
  // hydration would hydrate the rest of the page in that same task.
  const [status, setStatus] = useState<FeedStatus>('closed');

  useEffect(() => {
    const stopBatching = client.onTick((tick, key) => batcher.push(tick, key));
    const showStatus = () => startTransition(() => setStatus(client.status));
    const stopStatus = client.onStatus(showStatus);
    client.connect();
    showStatus();
    return () => {
      stopBatching();
      stopStatus();
      client.close();
    };
  }, [client, batcher]);

  return (
    <FeedContext.Provider value={context}>
      <FeedStatusContext.Provider value={status}>{children}</FeedStatusContext.Provider>
    </FeedContext.Provider>
  );
}

export function useFeed(): FeedContextValue {
  const context = useContext(FeedContext);
  if (context === null) throw new Error('Live-feed hooks need a <FeedProvider> above them.');
  return context;
}
