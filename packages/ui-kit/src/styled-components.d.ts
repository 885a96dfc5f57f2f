import type { TenantTokens } from '@trading/contract/tenant';

declare module 'styled-components' {
  // Interface merging is the only way to type styled-components' theme; it stays empty on purpose.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends TenantTokens {}
}
