import { useSyncExternalStore } from 'react';
import type { FeedStatus } from '../feed-status.js';
import { useFeed } from './feed-context.js';

/** What a server-rendered page shows: its prices are as of the render, not live. */
const SERVER_STATUS: FeedStatus = 'closed';

/** The connection status; re-renders only when it changes. */
export function useFeedStatus(): FeedStatus {
  const { client } = useFeed();
  return useSyncExternalStore(
    (onChange) => client.onStatus(onChange),
    () => client.status,
    () => SERVER_STATUS,
  );
}
