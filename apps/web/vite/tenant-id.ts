import { TenantId } from '@trading/contract/tenant';

/** Every tenant a build can target, from the contract (adding a tenant is adding data there). */
export const TENANT_IDS = TenantId.options;

/** The build's tenant from `TENANT`, default ngn; an unknown id fails loudly. */
export function tenantFromEnv(env: Record<string, string | undefined> = process.env): string {
  return TenantId.parse(env.TENANT || 'ngn');
}
