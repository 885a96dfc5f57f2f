import type { TenantTokens } from '@trading/contract/tenant';
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ColorSchemeProvider, OwnSchemeProvider } from './color-scheme-context';
import { globalCss } from './global-css';
import { GlobalStyle } from './global-style';
import { variableTheme } from './scheme-css';

export interface UiThemeProviderProps {
  /** A tenant's validated design tokens (`tenants/<id>/tokens.json`). */
  tokens: TenantTokens;
  /**
   * Set false when the page already has the page-wide rules: a parent provider renders them,
   * or the page's HTML carries {@link globalCss}'s.
   */
  globalStyle?: boolean;
  /**
   * Paint the scheme the user or the system chooses (colours become CSS variables holding
   * both palettes). Off, the tenant's own palette is written as literal colours.
   */
  followScheme?: boolean;
  children?: ReactNode;
}

export function UiThemeProvider({
  tokens,
  globalStyle = true,
  followScheme = false,
  children,
}: UiThemeProviderProps) {
  const theme = useMemo(
    () => (followScheme ? variableTheme(tokens) : tokens),
    [tokens, followScheme],
  );
  const css = useMemo(
    () => (globalStyle ? globalCss(tokens, { followScheme }) : ''),
    [globalStyle, tokens, followScheme],
  );
  const SchemeProvider = followScheme ? ColorSchemeProvider : OwnSchemeProvider;
  return (
    <ThemeProvider theme={theme}>
      <SchemeProvider tokens={tokens}>
        {globalStyle && <GlobalStyle $css={css} />}
        {children}
      </SchemeProvider>
    </ThemeProvider>
  );
}
