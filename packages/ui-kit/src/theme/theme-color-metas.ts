import { schemeColors, type SchemeChoice, type TenantTokens } from '@trading/contract/tenant';

const MEDIA_SCHEME = /prefers-color-scheme:\s*(light|dark)/;

/**
 * The browser bar follows `<meta name="theme-color" media="(prefers-color-scheme: …)">`, which
 * only knows the system setting: a manual choice paints every such meta in the chosen scheme's
 * colour, and System gives each its own back. A pinned tenant has no media metas to touch.
 */
export function syncThemeColorMetas(
  tokens: TenantTokens,
  choice: SchemeChoice,
  doc = document,
): void {
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]')) {
    const own = MEDIA_SCHEME.exec(meta.getAttribute('media') ?? '')?.[1] as
      'light' | 'dark' | undefined;
    if (!own) continue;
    meta.content = schemeColors(tokens, choice === 'system' ? own : choice).primary;
  }
}
