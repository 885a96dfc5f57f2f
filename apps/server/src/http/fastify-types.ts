import type { Drain } from '../health/drain';
import type { Services } from '../services';
import type { Tenant } from '../tenants/tenant-registry';
import type { Lang } from '../messages/lang';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** main.ts begins it on SIGTERM, before closing, so /readyz turns 503 at once. */
    drain: Drain;
  }
  interface FastifyRequest {
    /** Resolved from the Host header before any /api handler runs. */
    tenant: Tenant;
    lang: Lang;
  }
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (for logs and the route-coverage test). */
    endpoint?: string;
    /** The route reads a multipart form (a file upload); every other route refuses one. */
    takesForms?: boolean;
  }
}
