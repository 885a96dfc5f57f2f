import type { FastifyInstance } from 'fastify';

/** RFC 6455's "service restart": the client reconnects with its jittered back-off, to another process. */
export const SERVICE_RESTART = 1012;

/**
 * @fastify/websocket's preClose: its own closes sockets with no code (clients saw 1005 and
 * could not tell a deploy from a fault); this one says the service is restarting.
 */
export function closeForRestart(this: FastifyInstance, done: () => void): void {
  for (const client of this.websocketServer.clients)
    client.close(SERVICE_RESTART, 'service restart');
  this.websocketServer.close(done);
}
