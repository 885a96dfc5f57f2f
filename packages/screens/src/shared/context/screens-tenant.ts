import type { TenantDefinition, TenantTokens } from '@trading/contract/tenant';

/** What a build knows of its tenant: rules, theme and the public URLs of its assets. */
export interface ScreensTenant {
  definition: TenantDefinition;
  tokens: TenantTokens;
  assets: { logo: string; favicon: string };
}
