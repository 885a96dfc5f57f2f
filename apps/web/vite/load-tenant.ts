import { Tenant, type TenantDefinition, type TenantTokens } from '@trading/contract/tenant';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** A tenant package read from disk and validated against the contract's schemas. */
export interface TenantSource {
  definition: TenantDefinition;
  tokens: TenantTokens;
  /** Absolute paths of the files named in `definition.assets`. */
  assetFiles: { logo: string; favicon: string };
}

export function loadTenant(id: string): TenantSource {
  const definitionFile = require.resolve(`@trading/tenant-${id}`);
  const root = dirname(definitionFile);
  const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
  // A broken tenant package fails the build here, with zod naming the bad field.
  const { definition, tokens } = Tenant.parse({
    definition: readJson(definitionFile),
    tokens: readJson(join(root, 'tokens.json')),
  });
  return {
    definition,
    tokens,
    assetFiles: {
      logo: join(root, definition.assets.logo),
      favicon: join(root, definition.assets.favicon),
    },
  };
}
