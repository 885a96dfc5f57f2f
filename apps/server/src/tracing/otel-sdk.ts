import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { FastifyRequest } from 'fastify';
import type { Tracing } from './start-tracing';

/** Probes and scrapes arrive every second or so: spans of them would drown the rest. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The official Node SDK with spans of incoming requests (http, then Fastify's route and
 * hooks, with the request id), database queries (pg) and, through @opentelemetry/api,
 * background job passes; exported by OTLP over HTTP to `endpoint`. Loaded only when tracing
 * is on (start-tracing.ts).
 */
export function startOtel(endpoint: string): Tracing {
  // The server is ES modules: pg is patched as it is imported, through this loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'trading-server',
    traceExporter: new OTLPTraceExporter({ url: new URL('v1/traces', withSlash(endpoint)).href }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.has((request.url ?? '').split('?')[0]!),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: ({ url }) => UNTRACED.has(url),
        requestHook: (span, request: FastifyRequest) => {
          span.setAttribute('http.request.id', request.id);
        },
      }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
