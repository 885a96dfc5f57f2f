import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/**
 * http_request_duration_seconds by method, route pattern and status. A path no route matches
 * is labelled "unmatched", so scanners trying paths cannot grow the number of series.
 */
export function recordHttpMetrics(fastify: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  fastify.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
}
