import type { Page } from 'playwright-core';
import { WebAppManifest } from '@trading/contract/tenant';
import { PNG } from 'pngjs';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { TENANT_IDS } from '../vite/tenant-id';
import { phoneSession } from './browser';
import { tenantFile, type TenantFile } from './tenant-file';

const port = inject('port');
const session = phoneSession();

const get = (tenantId: string, path: string) => tenantFile(port, tenantId, path);

/** An attribute of the first tag in `html` that starts as `start` (`link rel="manifest"`). */
function attribute(html: string, start: string, attr: string): string | undefined {
  return new RegExp(`<${start}[^>]*? ${attr}="([^"]*)"`).exec(html)?.[1];
}

function pngSize(file: TenantFile): string {
  const png = PNG.sync.read(file.body);
  return `${png.width}x${png.height}`;
}

/**
 * Chromium saying the app can be installed. Headless Chromium decides on its own time whether
 * to fire the real event, so the test fires it; the app treats both alike.
 */
function browserOffersInstall(page: Page): Promise<void> {
  return page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

/** A visit: a new tab (a new browser session) on the same device. */
async function visit(origin: string): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(`${origin}/`);
  await browserOffersInstall(page);
  return page;
}

/** Longer than the offer's delay and the load of its sheet. */
const WAIT_MS = 4_000;

describe.each(TENANT_IDS)('tenant %s is installable', (tenantId) => {
  const tenant = loadTenant(tenantId);
  const origin = `http://${tenantId}.localhost:${port}`;

  it('links its manifest and home-screen icon from the server-rendered page', async () => {
    const html = (await get(tenantId, '/market')).body.toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(attribute(head, 'link rel="manifest"', 'href')).toMatch(
      /^\/assets\/manifest-[\w-]+\.webmanifest$/,
    );
    expect(attribute(head, 'meta name="theme-color"', 'content')).toBe(tenant.tokens.color.primary);
    expect(attribute(head, 'meta name="apple-mobile-web-app-capable"', 'content')).toBe('yes');
    const appleIcon = await get(tenantId, attribute(head, 'link rel="apple-touch-icon"', 'href')!);
    expect(appleIcon.type).toBe('image/png');
    expect(pngSize(appleIcon)).toBe('180x180');
  });

  it('serves a manifest of its name and colours whose icons decode to their stated sizes', async () => {
    const { page } = session;
    await page.goto(`${origin}/`);
    const cdp = await page.context().newCDPSession(page);
    // Chromium's own reading of the manifest the page links: what it cannot parse, it ignores.
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(read.url).toMatch(new RegExp(`^${origin}/assets/manifest-`));
    expect(read.errors).toEqual([]);
    const file = await get(tenantId, new URL(read.url).pathname);
    expect(file.type).toMatch(/^application\/manifest\+json/);
    const manifest = WebAppManifest.parse(JSON.parse(file.body.toString('utf8')));
    expect(manifest.name).toBe(tenant.definition.title);
    expect(manifest.theme_color).toBe(tenant.tokens.color.primary);
    expect(manifest.background_color).toBe(tenant.tokens.color.background);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await get(tenantId, icon.src);
      expect(png.type, icon.src).toBe('image/png');
      expect(pngSize(png), icon.src).toBe(icon.sizes);
    }
  });

  it('offers Add to home screen on a second visit, not on the first, and not after Not now', async () => {
    const first = await visit(origin);
    await first.waitForTimeout(WAIT_MS);
    expect(await first.getByRole('dialog').count()).toBe(0);
    await first.close();

    const second = await visit(origin);
    const offer = second.getByRole('dialog', { name: 'Install the app' });
    await offer.waitFor({ timeout: WAIT_MS });
    expect(await offer.textContent()).toContain(tenant.definition.title);
    await offer.getByRole('button', { name: 'Not now' }).click();
    await offer.waitFor({ state: 'detached' });
    await second.close();

    const third = await visit(origin);
    await third.waitForTimeout(WAIT_MS);
    expect(await third.getByRole('dialog').count()).toBe(0);
  });
});
