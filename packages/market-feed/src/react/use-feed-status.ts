import { useSyncExternalStore } from 'react';
import type { FeedStatus } from '../feed-status.js';
import { useFeed } from './feed-context.js';

/** The connection status; re-renders only when it changes. */
export function useFeedStatus(): FeedStatus {
  const { client } = useFeed();
  return useSyncExternalStore(
    (onChange) => client.onStatus(onChange),
    () => client.status,
  );
}
