import { SCHEME_SCRIPT } from '@trading/contract/tenant';
import { describe, expect, it } from 'vitest';
import type { BuildTenant } from '../src/tenant/build-tenant';
import { loadTenant } from '../vite/load-tenant';
import { GLOBAL_STYLE_ID, tenantHtml } from '../vite/tenant-html';

const html = '<!doctype html>\n<html lang="en">\n  <head>\n  </head>\n  <body></body>\n</html>';

function buildTenant(id: string, title?: string): BuildTenant {
  const source = loadTenant(id);
  return {
    definition: { ...source.definition, title: title ?? source.definition.title },
    tokens: source.tokens,
    assets: { logo: '/assets/logo-abc.svg', favicon: '/assets/favicon-abc.svg' },
  };
}

function parse(text: string): Document {
  return new DOMParser().parseFromString(text, 'text/html');
}

describe('tenantHtml', () => {
  it("sets the tenant's language, title, favicon and theme colour", () => {
    const tenant = buildTenant('brl');
    const doc = parse(tenantHtml(html, tenant));
    expect(doc.documentElement.lang).toBe('pt');
    expect(doc.title).toBe(tenant.definition.title);
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/assets/favicon-abc.svg',
    );
    expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      tenant.tokens.color.primary,
    );
  });

  it("carries the page-wide rules in both of the tenant's schemes, before any script", () => {
    const tenant = buildTenant('ngn');
    const doc = parse(tenantHtml(html, tenant));
    const style = doc.getElementById(GLOBAL_STYLE_ID);
    const css = style?.textContent ?? '';
    expect(css).toContain('background: var(--color-background);');
    expect(css).toContain(`--color-background: ${tenant.tokens.color.background};`);
    expect(css).toContain(`--color-background: ${tenant.tokens.counterpart!.background};`);
    expect(css).toContain(`font-family: ${tenant.tokens.font.family};`);
    expect(style?.compareDocumentPosition(doc.querySelector('script')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('keeps a token from closing the style element early', () => {
    const tenant = buildTenant('ngn');
    const family = 'Inter</style><script>alert(1)</script>';
    const doc = parse(
      tenantHtml(html, {
        ...tenant,
        tokens: { ...tenant.tokens, font: { ...tenant.tokens.font, family } },
      }),
    );
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(doc.getElementById(GLOBAL_STYLE_ID)?.textContent).toContain(
      'font-family: Inter\\3c /style>',
    );
  });

  it('gives the browser chrome a colour per scheme, one colour for a pinned tenant', () => {
    const tenant = buildTenant('ngn');
    const metas = (doc: Document) =>
      [...doc.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
        meta.getAttribute('media'),
        meta.getAttribute('content'),
      ]);
    expect(metas(parse(tenantHtml(html, tenant)))).toEqual([
      ['(prefers-color-scheme: light)', tenant.tokens.color.primary],
      ['(prefers-color-scheme: dark)', tenant.tokens.counterpart!.primary],
    ]);
    const { counterpart: _counterpart, ...pinnedTokens } = tenant.tokens;
    expect(metas(parse(tenantHtml(html, { ...tenant, tokens: pinnedTokens })))).toEqual([
      [null, tenant.tokens.color.primary],
    ]);
  });

  it('carries the scheme script that marks a manual choice before paint', () => {
    const doc = parse(tenantHtml(html, buildTenant('usd')));
    expect(doc.head.querySelector('script:not([type])')?.textContent).toBe(SCHEME_SCRIPT);
  });

  it('links the manifest and the home-screen icon when the build has them', () => {
    const tenant = buildTenant('ngn');
    const install = { manifest: '/assets/manifest-x.webmanifest', appleTouchIcon: '/assets/a.png' };
    const doc = parse(tenantHtml(html, tenant, install));
    expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(install.manifest);
    expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
      install.appleTouchIcon,
    );
    expect(
      doc.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content'),
    ).toBe('Naira');
    expect(parse(tenantHtml(html, tenant)).querySelector('link[rel="manifest"]')).toBeNull();
  });

  it('embeds the tenant as JSON that reads back whole', () => {
    const tenant = buildTenant('inr');
    const doc = parse(tenantHtml(html, tenant));
    expect(JSON.parse(doc.getElementById('tenant-data')!.textContent!)).toEqual(tenant);
  });

  it('cannot be broken out of by a title', () => {
    const tenant = buildTenant('ngn', 'A </script><script>alert(1)</script> & <b>');
    const doc = parse(tenantHtml(html, tenant));
    expect(doc.title).toBe(tenant.definition.title);
    // The scheme script and the tenant data, nothing injected by the title.
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(JSON.parse(doc.getElementById('tenant-data')!.textContent!).definition.title).toBe(
      tenant.definition.title,
    );
  });
});
