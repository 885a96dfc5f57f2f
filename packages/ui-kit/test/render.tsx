import { TenantTokens } from '@trading/contract/tenant';
import ngnTokens from '@trading/tenant-ngn/tokens';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiThemeProvider } from '../src/theme/ui-theme-provider';
import { ToastProvider } from '../src/toast/toast-provider';

/** A real tenant's tokens, validated the same way the build validates them. */
export const ngn = TenantTokens.parse(ngnTokens);

export function Kit({ children, tokens = ngn }: { children?: ReactNode; tokens?: TenantTokens }) {
  return (
    <UiThemeProvider tokens={tokens}>
      <ToastProvider>{children}</ToastProvider>
    </UiThemeProvider>
  );
}

export function renderKit(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'>,
): RenderResult {
  return render(ui, { wrapper: Kit, ...options });
}
