import type { TenantTokens } from '@trading/contract/tenant';

// Every tenant package's tokens, so designers can compare tenants in one dev server.
const files = import.meta.glob<TenantTokens>('../../../../../tenants/*/tokens.json', {
  eager: true,
  import: 'default',
});

export const tokensByTenant: Record<string, TenantTokens> = Object.fromEntries(
  Object.entries(files).map(([path, tokens]) => [path.split('/').at(-2) ?? path, tokens]),
);
