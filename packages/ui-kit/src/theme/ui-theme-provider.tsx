import type { TenantTokens } from '@trading/contract/tenant';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';

export interface UiThemeProviderProps {
  /** A tenant's validated design tokens (`tenants/<id>/tokens.json`). */
  tokens: TenantTokens;
  /** Set false when a parent already renders GlobalStyle (nested providers). */
  globalStyle?: boolean;
  children?: ReactNode;
}

export function UiThemeProvider({ tokens, globalStyle = true, children }: UiThemeProviderProps) {
  return (
    <ThemeProvider theme={tokens}>
      {globalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
