import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../tenants/tenant-registry';
import { hostName } from '../tenants/tenant-registry';

export interface RelyingParty {
  /** The tenant host's name: a passkey made on ngn.localhost is offered only there. */
  id: string;
  /** The page origin the browser must report: the tenant host, as the request reached it. */
  origin: string;
  name: string;
}

/**
 * The WebAuthn relying party of a request. The tenant was resolved from this Host, so the
 * host is one of the tenant's own; behind a TLS proxy TRUST_PROXY makes the scheme https.
 */
export function relyingParty(request: FastifyRequest, tenant: Tenant): RelyingParty {
  return {
    id: hostName(request.headers.host),
    origin: `${request.protocol}://${request.headers.host ?? ''}`,
    name: tenant.config.title,
  };
}
