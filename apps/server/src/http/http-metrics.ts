import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { answerCodeOf } from './answer-code';

/**
 * http_request_duration_seconds by method, route pattern and status. A path no route matches
 * is labelled "unmatched", so scanners trying paths cannot grow the number of series.
 * api_calls_total counts contract calls by endpoint and envelope code: an order refused for
 * funds answers a code of its own, which an HTTP status alone would not show.
 */
export function recordHttpMetrics(fastify: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const calls = new Counter({
    name: 'api_calls_total',
    help: 'Contract calls answered, by endpoint and envelope code (0: success)',
    labelNames: ['endpoint', 'code'],
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
    const endpoint = request.routeOptions.config.endpoint;
    const code = answerCodeOf(reply);
    if (endpoint !== undefined && code !== undefined) calls.inc({ endpoint, code });
  });
}
