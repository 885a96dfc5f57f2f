import type { TenantTokens } from '@trading/contract/tenant';

/** The styled-components theme: a tenant's design tokens. */
export type UiTheme = TenantTokens;

/*
 * The one place the theme is typed. It is a module (not a .d.ts), so the augmentation ships in
 * ui-kit's declarations and every package or app that imports ui-kit sees the same theme.
 */
declare module 'styled-components' {
  // Interface merging is styled-components' only typing hook; it stays empty on purpose.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends UiTheme {}
}
