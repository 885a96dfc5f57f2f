export { serveSocket, BATCH_MS } from './serve-socket.js';
export type { FromSocketWorker, MessagePortLike, ToSocketWorker } from './worker-messages.js';
