import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tenantIdsIn } from './tenant-dirs.js';
import { Tenant, type TenantDefinition, type TenantTokens } from './tenant/index.js';

export { tenantIdsIn, tenantsDir } from './tenant-dirs.js';

/** A tenant folder read from disk and validated against the contract's schemas. */
export interface TenantFolder {
  id: string;
  definition: TenantDefinition;
  tokens: TenantTokens;
  /** The folder; `definition.assets` are relative to it. */
  root: string;
}

/** Reads one tenant folder; a broken tenant.json or tokens.json throws, zod naming the field. */
export function readTenantFolder(dir: string, id: string): TenantFolder {
  const root = join(dir, id);
  const readJson = (file: string): unknown => JSON.parse(readFileSync(join(root, file), 'utf8'));
  const { definition, tokens } = Tenant.parse({
    definition: readJson('tenant.json'),
    tokens: readJson('tokens.json'),
  });
  if (definition.id !== id) {
    throw new Error(`${join(root, 'tenant.json')}: id "${definition.id}" is not its folder's name`);
  }
  for (const file of Object.values(definition.assets)) {
    if (!existsSync(join(root, file))) throw new Error(`${root}: ${file} is missing`);
  }
  return { id, definition, tokens, root };
}

/**
 * Every tenant is one folder under `dir` (see docs/decisions.md, "Layout: a tenant is one
 * folder"): the build and the server discover them here, and nothing else lists them.
 */
export function discoverTenants(dir: string): TenantFolder[] {
  const ids = tenantIdsIn(dir);
  if (ids.length === 0) throw new Error(`No tenant folder (with a tenant.json) in ${dir}`);
  return ids.map((id) => readTenantFolder(dir, id));
}
