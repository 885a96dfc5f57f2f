import type { TenantDefinition, TenantTokens } from '@trading/contract/tenant';
import { readTenantFolder } from '@trading/contract/tenant-folders';
import { join } from 'node:path';
import { tenantFoldersDir } from './tenant-id';

/** A tenant folder read from disk and validated against the contract's schemas. */
export interface TenantSource {
  definition: TenantDefinition;
  tokens: TenantTokens;
  /** Absolute paths of the files named in `definition.assets`. */
  assetFiles: { logo: string; favicon: string };
}

/** Reads tenants/<id>/ (or TENANTS_DIR/<id>/); a broken tenant fails the build, zod naming the field. */
export function loadTenant(id: string): TenantSource {
  const { definition, tokens, root } = readTenantFolder(tenantFoldersDir(), id);
  return {
    definition,
    tokens,
    assetFiles: {
      logo: join(root, definition.assets.logo),
      favicon: join(root, definition.assets.favicon),
    },
  };
}
