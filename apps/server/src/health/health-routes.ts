import type { FastifyInstance } from 'fastify';
import { readiness, type ReadinessChecks } from './readiness';

/**
 * GET /healthz (the process answers: a load balancer that fails it restarts the process) and
 * GET /readyz (send it traffic or not: 503 while the database is away or the process is stopping), on every host, never
 * cached. Probes come every second from each balancer, so they log only warnings.
 */
export function registerHealthRoutes(fastify: FastifyInstance, checks: ReadinessChecks): void {
  const probe = { logLevel: 'warn' as const };
  fastify.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  fastify.get('/readyz', probe, async (_request, reply) => {
    const answer = await readiness(checks);
    reply.header('cache-control', 'no-store');
    reply.code(answer.status === 'unavailable' || answer.status === 'draining' ? 503 : 200);
    return answer;
  });
}
