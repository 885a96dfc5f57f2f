import type { TenantDefinition } from '@trading/contract/tenant';
import { loadTenantPackages } from '../tenants/tenant-definitions';

let definitions: Map<string, TenantDefinition> | undefined;

/** The build-time tenant definition (KYC ID types, bank-field rules) of a tenant. */
export function tenantDefinition(tenantId: string): TenantDefinition {
  definitions ??= new Map(loadTenantPackages().map((p) => [p.definition.id, p.definition]));
  const definition = definitions.get(tenantId);
  if (!definition) throw new Error(`unknown tenant ${tenantId}`);
  return definition;
}
