import type { TenantTokens } from '@trading/contract/tenant';

/** The colours of an indicator's lines, in the order of its lines. */
export function indicatorPalette(colors: TenantTokens['color']): string[] {
  return [colors.primary, colors.warning, colors.link, colors.success, colors.textSecondary];
}
