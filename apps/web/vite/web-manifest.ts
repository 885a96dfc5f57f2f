import type { TenantDefinition, TenantTokens, WebAppManifest } from '@trading/contract/tenant';

/** Home screens cut a longer label short; 12 characters is what launchers show whole. */
const SHORT_NAME_MAX = 12;

/** One rendered icon as the manifest lists it. */
export interface ManifestIcon {
  src: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/**
 * The label under the home-screen icon: the title when it fits, else its first word (the
 * brand's own word, "Naira" of "Naira Markets"), so no tenant needs a second name to keep.
 */
export function shortNameOf(title: string): string {
  if (title.length <= SHORT_NAME_MAX) return title;
  return title.split(/\s+/)[0]!.slice(0, SHORT_NAME_MAX);
}

/** The tenant's web app manifest: its name, colours and the icons its build rendered. */
export function webAppManifest(
  tenant: { definition: TenantDefinition; tokens: TenantTokens },
  icons: readonly ManifestIcon[],
): WebAppManifest {
  const { definition, tokens } = tenant;
  return {
    id: '/',
    name: definition.title,
    short_name: shortNameOf(definition.title),
    lang: definition.languages.default,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: tokens.color.primary,
    background_color: tokens.color.background,
    icons: icons.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
