import type { TenantTokens } from '@trading/contract/tenant';

// The theme is the tenant's tokens (as in ui-kit); the market screens declare it too so they
// never depend on another feature folder. Identical merges are harmless.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends TenantTokens {}
}
