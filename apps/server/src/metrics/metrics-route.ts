import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * GET /metrics in Prometheus text for scrapers at `mayScrape` addresses (request.ip: behind a
 * trusted proxy, the client's); anyone else is answered as if there were no such page.
 */
export function registerMetricsRoute(
  fastify: FastifyInstance,
  registry: Registry,
  mayScrape: (address: string) => boolean,
): void {
  fastify.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!mayScrape(request.ip)) return reply.callNotFound();
    reply.header('cache-control', 'no-store');
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
