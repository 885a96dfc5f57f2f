import type { TenantTokens } from '@trading/contract/tenant';

// The package has no shared theme typing yet: the theme is the tenant's tokens (as in ui-kit).
// Interface merging is styled-components' only typing hook; a second identical merge is harmless.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends TenantTokens {}
}
