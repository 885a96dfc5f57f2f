import {
  serveSocket,
  type FromSocketWorker,
  type MessagePortLike,
  type ToSocketWorker,
} from '@trading/market-feed/socket-worker';

// The live feed's socket, off the page's main thread (see feed-client.ts beside this file).
serveSocket(globalThis as unknown as MessagePortLike<ToSocketWorker, FromSocketWorker>, WebSocket);
