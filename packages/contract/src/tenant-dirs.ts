import { existsSync, readdirSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/**
 * Where the tenant folders are: `TENANTS_DIR` when set (relative to the working directory),
 * else `fallback` (the repository's `tenants/`, as each caller knows its own place).
 */
export function tenantsDir(
  fallback: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const dir = env['TENANTS_DIR'];
  if (!dir) return fallback;
  return isAbsolute(dir) ? dir : resolve(process.cwd(), dir);
}

/** Ids of the tenant folders in `dir`: each sub-folder holding a tenant.json, sorted by name. */
export function tenantIdsIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'tenant.json')))
    .map((entry) => entry.name)
    .sort();
}
