import { resolve } from 'node:path';
import type { TenantDefinition, TenantTokens } from '@trading/contract/tenant';
import { discoverTenants, tenantsDir } from '@trading/contract/tenant-folders';
import { serverRoot } from '../config/server-root';

export interface TenantPackage {
  definition: TenantDefinition;
  /** The design tokens (tokens.json): the back-office console is themed with them. */
  tokens: TenantTokens;
  /** The tenant folder; its `assets/` holds logo and favicon. */
  root: string;
}

/** The repository's tenants/, or TENANTS_DIR: every folder there with a tenant.json is a tenant. */
export function tenantFoldersDir(env: Record<string, string | undefined> = process.env): string {
  return tenantsDir(resolve(serverRoot, '../../tenants'), env);
}

let cached: { dir: string; packages: TenantPackage[] } | undefined;

/** The tenant folders, discovered and validated: a broken tenant.json stops the server at start. */
export function loadTenantPackages(dir = tenantFoldersDir()): TenantPackage[] {
  if (cached?.dir !== dir) {
    const packages = discoverTenants(dir).map(({ definition, tokens, root }) => ({
      definition,
      tokens,
      root,
    }));
    cached = { dir, packages };
  }
  return cached.packages;
}

/** The discovered tenants' ids, sorted. */
export function tenantIds(): string[] {
  return loadTenantPackages().map((p) => p.definition.id);
}
