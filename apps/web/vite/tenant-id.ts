import { TenantId } from '@trading/contract/tenant';
import { tenantIdsIn, tenantsDir } from '@trading/contract/tenant-folders';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// jsdom gives modules a non-file import.meta.url; vitest (and Vite's config loader) define __dirname.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

/** The repository's tenants/, or TENANTS_DIR: every folder there with a tenant.json is a tenant. */
export function tenantFoldersDir(env: Record<string, string | undefined> = process.env): string {
  return tenantsDir(join(here, '../../../tenants'), env);
}

/** Every tenant a build can target: the tenant folders (adding a tenant is adding a folder). */
export const TENANT_IDS: readonly string[] = tenantIdsIn(tenantFoldersDir());

/** The build's tenant from `TENANT`, default ngn; an id with no tenant folder fails loudly. */
export function tenantFromEnv(env: Record<string, string | undefined> = process.env): string {
  const id = TenantId.parse(env.TENANT || 'ngn');
  const known = tenantIdsIn(tenantFoldersDir(env));
  if (!known.includes(id)) {
    throw new Error(`TENANT=${id}: no tenant folder ${id}/ in ${tenantFoldersDir(env)}`);
  }
  return id;
}

/** Where the builds go: dist/<tenant>/ under WEB_DIST (default apps/web/dist). */
export function webDistDir(env: Record<string, string | undefined> = process.env): string {
  return env.WEB_DIST || join(here, '../dist');
}
