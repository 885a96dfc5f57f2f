import type { Config } from '../config/config';

export interface Tracing {
  /** Sends the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry when a collector is configured, before the modules it instruments
 * (http, pg, fastify) are loaded: main.ts calls it first and imports the server after. With
 * no collector the SDK is not even imported, so tracing off costs nothing; the spans the code
 * opens through @opentelemetry/api are then the API's no-ops.
 */
export async function startTracing(config: Config): Promise<Tracing | undefined> {
  if (config.otlpEndpoint === undefined) return undefined;
  const { startOtel } = await import('./otel-sdk');
  return startOtel(config.otlpEndpoint);
}
