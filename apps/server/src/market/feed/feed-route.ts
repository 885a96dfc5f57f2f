import type {} from '@fastify/websocket';
import { ERRORS, WS_PATH } from '@trading/contract';
import type { FastifyInstance } from 'fastify';
import type { FeedHub } from './feed-hub.js';
import { isFeedOriginAllowed, type FeedOriginOptions } from './feed-origin.js';

export interface FeedRouteOptions extends FeedOriginOptions {
  /** Relative to any prefix `app` carries; defaults to /api/ws. */
  path?: string;
}

/**
 * Mounts the live feed. Register @fastify/websocket first (compression stays off: ticks
 * are shared pre-serialised frames). A page from a foreign origin is answered 403 before the
 * upgrade; the hub caps sockets per client address (`request.ip`, which honours TRUST_PROXY).
 */
export function registerFeedRoute(
  app: FastifyInstance,
  hub: FeedHub,
  options: FeedRouteOptions = {},
): void {
  const { path = WS_PATH, ...origins } = options;
  app.get(
    path,
    {
      websocket: true,
      onRequest: async (request, reply) => {
        const origin = request.headers.origin;
        if (isFeedOriginAllowed(origin, [request.headers.host, request.host], origins)) return;
        request.log.info({ origin }, 'live feed refused: foreign origin');
        return reply
          .code(403)
          .send({ code: ERRORS.FORBIDDEN.code, msg: 'origin not allowed', data: null });
      },
    },
    (socket, request) => hub.attach(socket, request.ip, request.tenant?.id),
  );
}
