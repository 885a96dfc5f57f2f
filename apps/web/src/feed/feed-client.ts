import { FeedClient, workerWebSocket } from '@trading/market-feed';

/**
 * The app's one live-feed connection (/api/ws on this origin). Its socket runs in a worker
 * where the browser has workers, so the main thread gets ticks in a few batches a frame
 * rather than a task per tick (the market list at 1,000 ticks a second is the case).
 */
export function createFeedClient(): FeedClient {
  if (typeof Worker !== 'function') return new FeedClient();
  return new FeedClient({
    WebSocket: workerWebSocket(
      () => new Worker(new URL('./feed-worker.ts', import.meta.url), { type: 'module' }),
    ),
  });
}
