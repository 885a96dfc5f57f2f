import type { TenantDefinition } from '@trading/contract/tenant';

/**
 * The rules of a tenant's build-time definition that the KYC and bank-field checks apply.
 * Each request's tenant carries its own (see tenants/tenant-registry); nothing is global.
 */
export type TenantRules = Pick<TenantDefinition, 'kyc' | 'bankFields'>;

export function tenantRules(definition: TenantDefinition): TenantRules {
  return { kyc: definition.kyc, bankFields: definition.bankFields };
}
