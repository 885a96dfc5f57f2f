import type { BuildTenant } from '../src/tenant/build-tenant';
import { TENANT_SCRIPT_ID } from '../src/tenant/tenant-script-id';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tenant as inline JSON; `<` is escaped so no value can close the script element early. */
export function tenantScript(tenant: BuildTenant): string {
  const json = JSON.stringify(tenant).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${TENANT_SCRIPT_ID}">${json}</script>`;
}

/** index.html for one tenant: language, title, favicon, theme colour and the tenant data. */
export function tenantHtml(html: string, tenant: BuildTenant): string {
  const { definition, tokens, assets } = tenant;
  const head = [
    `<title>${escapeHtml(definition.title)}</title>`,
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(assets.favicon)}" />`,
    `<meta name="theme-color" content="${tokens.color.primary}" />`,
    tenantScript(tenant),
  ].join('\n    ');
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${definition.languages.default}">`)
    .replace('</head>', `    ${head}\n  </head>`);
}
