import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { TenantDefinition, type TenantId } from '@trading/contract/tenant';
import brl from '@trading/tenant-brl' with { type: 'json' };
import inr from '@trading/tenant-inr' with { type: 'json' };
import ngn from '@trading/tenant-ngn' with { type: 'json' };
import usd from '@trading/tenant-usd' with { type: 'json' };

export interface TenantPackage {
  definition: TenantDefinition;
  /** The tenant package folder; its `assets/` holds logo and favicon. */
  root: string;
}

const require = createRequire(import.meta.url);
const raw = { ngn, inr, brl, usd } as const satisfies Record<TenantId, unknown>;

/** The four tenant packages, validated: a broken tenant.json stops the server at start. */
export function loadTenantPackages(): TenantPackage[] {
  return (Object.keys(raw) as TenantId[]).map((id) => ({
    definition: TenantDefinition.parse(raw[id]),
    root: dirname(require.resolve(`@trading/tenant-${id}`)),
  }));
}
