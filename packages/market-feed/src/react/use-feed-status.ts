import { useContext } from 'react';
import type { FeedStatus } from '../feed-status.js';
import { FeedStatusContext } from './feed-context.js';

/** The connection status; re-renders only when it changes. */
export function useFeedStatus(): FeedStatus {
  return useContext(FeedStatusContext);
}
