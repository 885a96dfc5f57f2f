export { applyTick, type CandleTick } from './apply-tick.js';
export { mergeHistory } from './merge-history.js';
export { CandleSeries, TickOutcome } from './candle-series.js';
export { CandleFeed, type CandleFeedOptions, type CandleListener } from './candle-feed.js';
export {
  createTickBatcher,
  LIVE_DISPLAY_INTERVAL_MS,
  type TickBatcher,
  type TickBatcherOptions,
  type TickerSnapshot,
} from './tick-batcher.js';
export { nextAnimationFrame, type FrameScheduler } from './frame-scheduler.js';
export {
  FeedClient,
  type FeedClientOptions,
  type FeedServerError,
  type DepthListener,
  type NotificationListener,
  type TickListener,
  type VisibilitySource,
} from './feed-client.js';
export type { FeedStatus } from './feed-status.js';
export { feedUrl } from './feed-url.js';
export { DEFAULT_BACKOFF, reconnectDelay, type BackoffOptions } from './reconnect-backoff.js';
export type { WebSocketConstructor, WebSocketLike } from './web-socket-like.js';
export {
  FeedProvider,
  useFeed,
  type FeedContextValue,
  type FeedProviderProps,
} from './react/feed-context.js';
export { useFeedStatus } from './react/use-feed-status.js';
export { useTicker, type Ticker } from './react/use-ticker.js';
export { useDepth, type Depth } from './react/use-depth.js';
export { useTickerEffect } from './react/use-ticker-effect.js';
export { useCandleFeed, useCandles, type CandleFeedParams } from './react/use-candles.js';
export { workerWebSocket, type SocketWorkerLike } from './socket-worker/worker-socket.js';
export type {
  FromSocketWorker,
  MessagePortLike,
  ToSocketWorker,
} from './socket-worker/worker-messages.js';
