import { offeredSchemes, SCHEME_SCRIPT, schemeColors } from '@trading/contract/tenant';
import { globalCss } from '@trading/ui-kit/global-css';
import type { BuildTenant } from '../src/tenant/build-tenant';
import { TENANT_SCRIPT_ID } from '../src/tenant/tenant-script-id';
import { shortNameOf } from './web-manifest';

/** The built manifest and home-screen icon; the dev server has neither. */
export interface InstallLinks {
  manifest: string;
  appleTouchIcon: string;
}

/** The id of index.html's page-wide style element. */
export const GLOBAL_STYLE_ID = 'global-style';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tenant as inline JSON; `<` is escaped so no value can close the script element early. */
export function tenantScript(tenant: BuildTenant): string {
  const json = JSON.stringify(tenant).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${TENANT_SCRIPT_ID}">${json}</script>`;
}

/**
 * The browser chrome's colour in each scheme the tenant offers (the first that matches wins,
 * so a pinned tenant's single tag has no media query).
 */
export function themeColorMetas(tokens: BuildTenant['tokens']): string[] {
  const schemes = offeredSchemes(tokens);
  if (schemes.length === 1)
    return [`<meta name="theme-color" content="${tokens.color.primary}" />`];
  return schemes.map(
    (scheme) =>
      `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${schemeColors(tokens, scheme).primary}" />`,
  );
}

/** What makes the page installable: the manifest, and Safari's own tags, which ignore it. */
function installHead(title: string, links: InstallLinks): string[] {
  return [
    `<link rel="manifest" href="${escapeHtml(links.manifest)}" />`,
    `<link rel="apple-touch-icon" sizes="180x180" href="${escapeHtml(links.appleTouchIcon)}" />`,
    '<meta name="mobile-web-app-capable" content="yes" />',
    '<meta name="apple-mobile-web-app-capable" content="yes" />',
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(shortNameOf(title))}" />`,
    '<meta name="apple-mobile-web-app-status-bar-style" content="default" />',
  ];
}

/**
 * The page-wide rules in both schemes, before any script: the app does not render them (its
 * hydration would compile them again). A `<` cannot close the element early.
 */
function globalStyleTag(tokens: BuildTenant['tokens']): string {
  const css = globalCss(tokens, { followScheme: true }).replace(/</g, '\\3c ');
  return `<style id="${GLOBAL_STYLE_ID}">${css}</style>`;
}

/**
 * index.html for one tenant: language, title, favicon, the page-wide rules, the scheme script,
 * theme colours, the install links and the tenant data.
 */
export function tenantHtml(
  html: string,
  tenant: BuildTenant,
  install: InstallLinks | null = null,
): string {
  const { definition, tokens, assets } = tenant;
  const head = [
    `<title>${escapeHtml(definition.title)}</title>`,
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(assets.favicon)}" />`,
    globalStyleTag(tokens),
    `<script>${SCHEME_SCRIPT}</script>`,
    ...themeColorMetas(tokens),
    ...(install ? installHead(definition.title, install) : []),
    tenantScript(tenant),
  ].join('\n    ');
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${definition.languages.default}">`)
    .replace('</head>', `    ${head}\n  </head>`);
}
