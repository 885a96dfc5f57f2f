import Fastify, { type FastifyInstance } from 'fastify';
import { app, type AppOptions } from './app';
import type { Config } from './config/config';
import { adoptRequestId } from './http/request-id';

/**
 * A Fastify instance with the app registered: logger (secrets redacted), request ids,
 * proxy trust and timeouts. main.ts listens on it; tests inject into it.
 */
export async function buildServer(
  config: Config,
  options: Omit<AppOptions, 'config'> = {},
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.token',
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.oldPassword',
          '*.opPwd',
          '*.secondFactor',
          '*.ticket',
          '*.code',
        ],
        censor: '[redacted]',
      },
    },
    // A client's id is adopted only when well-formed, so nothing it sends reaches logs or headers.
    requestIdHeader: false,
    genReqId: (request) => adoptRequestId(request.headers['x-request-id']),
    trustProxy: config.trustProxy,
    // Slow clients cannot hold a connection forever; uploads get 120 s like the client's timeout.
    connectionTimeout: 130_000,
    requestTimeout: 125_000,
    keepAliveTimeout: 72_000,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // Opening PGlite, migrating and seeding take seconds on a busy 2-core machine.
    pluginTimeout: 300_000,
  });
  // Echo the request id so a user's support ticket can be matched to the log lines.
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await fastify.register(app, { config, ...options });
  return fastify;
}
