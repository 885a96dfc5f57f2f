import type { TenantConfig } from '@trading/contract';
import type { Db } from '../db/database';
import { tenants } from '../db/schema';
import { tenantRules, type TenantRules } from '../finance/tenant-rules';
import type { TenantPackage } from './tenant-definitions';

export interface Tenant {
  id: string;
  config: TenantConfig;
  /** KYC and bank-field rules from the tenant's definition. */
  rules: TenantRules;
}

/** Plain loopback names serve the default tenant so `http://localhost:8080` works out of the box. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** "NGN.localhost:8080" → "ngn.localhost"; "[::1]:8080" → "::1". */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

export interface TenantRegistry {
  /** The tenant a Host header belongs to, or undefined when the host is not authorized. */
  resolve(hostHeader: string | undefined): Tenant | undefined;
  get(id: string): Tenant | undefined;
  all(): Tenant[];
  /** The tenant plain loopback names serve (DEFAULT_TENANT). */
  fallback(): Tenant;
}

/**
 * Tenants are few and read on every request, so they are loaded once at start; the
 * database stays the source of truth for their config and hosts.
 */
export async function loadTenantRegistry(
  db: Db,
  defaultTenant: string,
  packages: readonly TenantPackage[],
): Promise<TenantRegistry> {
  const rows = await db.select().from(tenants);
  const definitions = new Map<string, TenantPackage['definition']>(
    packages.map((p) => [p.definition.id, p.definition]),
  );
  const byId = new Map<string, Tenant>();
  const byHost = new Map<string, Tenant>();
  for (const row of rows) {
    const definition = definitions.get(row.id);
    if (!definition) throw new Error(`tenant "${row.id}" has no tenant package`);
    const tenant: Tenant = {
      id: row.id,
      config: row.config as TenantConfig,
      rules: tenantRules(definition),
    };
    byId.set(row.id, tenant);
    for (const host of row.hosts) byHost.set(host.toLowerCase(), tenant);
  }
  const fallback = byId.get(defaultTenant);
  if (!fallback) throw new Error(`DEFAULT_TENANT "${defaultTenant}" is not a seeded tenant`);
  return {
    resolve(hostHeader) {
      const host = hostName(hostHeader);
      return byHost.get(host) ?? (LOOPBACK_HOSTS.has(host) ? fallback : undefined);
    },
    get: (id) => byId.get(id),
    all: () => [...byId.values()],
    fallback: () => fallback,
  };
}
