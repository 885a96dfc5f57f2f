import type { TenantTokens } from '@trading/contract/tenant';

declare module 'styled-components' {
  // The theme is the tenant's tokens; interface merging is styled-components' only typing hook.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends TenantTokens {}
}
