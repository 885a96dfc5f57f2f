import type { ColorScheme, ColorTokens, TenantTokens } from './tenant-tokens.js';

/** The schemes a tenant offers, its own first; one entry means the tenant pins that scheme. */
export function offeredSchemes(tokens: TenantTokens): ColorScheme[] {
  if (!tokens.counterpart) return [tokens.scheme];
  return [tokens.scheme, tokens.scheme === 'light' ? 'dark' : 'light'];
}

/** The palette to paint in `wanted`; a pinned tenant answers with its one palette. */
export function schemeColors(tokens: TenantTokens, wanted: ColorScheme): ColorTokens {
  if (wanted === tokens.scheme || !tokens.counterpart) return tokens.color;
  return tokens.counterpart;
}
