import type {} from '@fastify/websocket';
import { WS_PATH } from '@trading/contract';
import type { FastifyInstance } from 'fastify';
import type { FeedHub } from './feed-hub.js';

/**
 * Mounts the live feed. Register @fastify/websocket first (compression stays off: ticks
 * are shared pre-serialised frames). `path` is relative to any prefix `app` carries.
 */
export function registerFeedRoute(
  app: FastifyInstance,
  hub: FeedHub,
  path: string = WS_PATH,
): void {
  app.get(path, { websocket: true }, (socket) => hub.attach(socket));
}
