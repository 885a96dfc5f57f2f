import type { TenantDefinition } from '@trading/contract/tenant';

/**
 * The rules of a tenant's build-time definition the server applies: KYC, bank fields, security,
 * trading limits, money rounding and grouping, the market's time zone, the legal header of its
 * documents (and the title, the issuer of its authenticator entries).
 * Each request's tenant carries its own (see tenants/tenant-registry); nothing is global.
 */
export type TenantRules = Pick<
  TenantDefinition,
  'title' | 'kyc' | 'bankFields' | 'security' | 'trading' | 'money' | 'market' | 'legal'
>;

export function tenantRules(definition: TenantDefinition): TenantRules {
  const { title, kyc, bankFields, security, trading, money, market, legal } = definition;
  return { title, kyc, bankFields, security, trading, money, market, legal };
}
