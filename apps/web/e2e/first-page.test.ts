import { TENANT_IDS } from '../vite/tenant-id';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { GLOBAL_STYLE_ID } from '../vite/tenant-html';
import { launchBrowser, phoneContext, withoutServerData } from './browser';
import {
  homeScreenKey,
  htmlScripts,
  readManifest,
  staticImports,
} from '../scripts/bundle-stats.mjs';

const port = inject('port');

function builtFile(tenant: string, source: string): string {
  const manifest = readManifest(tenant);
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the ${tenant} build's manifest`);
  return entry.file;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(TENANT_IDS)('the first page of %s', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;

  it("preloads the build language's message catalogue from index.html", async () => {
    const language = loadTenant(tenantId).definition.languages.default;
    const catalogue = builtFile(tenantId, `src/i18n/messages/${language}.json`);
    const context = await phoneContext(browser);
    const response = await (await context.newPage()).goto(`${origin}/market`);
    const html = (await response?.text()) ?? '';
    await context.close();
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${catalogue}">`);
  });

  it("preloads the app's start-up steps from index.html, with every chunk they import", async () => {
    const manifest = readManifest(tenantId);
    // The entry script and what it imports are in index.html's own script tag.
    const inEntry = new Set(
      ['index.html', ...staticImports(manifest, 'index.html')].map((key) => manifest[key]!.file),
    );
    // React DOM, styled-components and the app: each evaluated in a task of its own.
    const steps = [
      'src/app/libraries/react-dom.ts',
      'src/app/libraries/styled-components.ts',
      'src/app/show-first-page.tsx',
    ];
    expect(manifest['index.html']!.dynamicImports).toEqual(expect.arrayContaining(steps));
    const context = await phoneContext(browser);
    const response = await (await context.newPage()).goto(`${origin}/`);
    const html = (await response?.text()) ?? '';
    await context.close();
    const preloaded = new Set(htmlScripts(html));
    const wanted = steps
      .flatMap((step) => [step, ...staticImports(manifest, step)])
      .map((key) => manifest[key]!.file)
      .filter((file) => !inEntry.has(file));
    expect(wanted.filter((file) => !preloaded.has(file))).toEqual([]);
  });

  it('asks for the data of a page the browser renders alone while its screen is still loading', async () => {
    const manifest = readManifest(tenantId);
    const homeScreen = manifest[homeScreenKey(manifest)]!.file;
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await withoutServerData(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    let release!: () => void;
    const screenHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${homeScreen}`, async (route) => {
      await screenHeld;
      await route.continue();
    });
    // The app cannot take the page over while its screen is held: the visit ends after.
    const visit = page.goto(`${origin}/`);
    try {
      await expect.poll(() => asked).toContain('/api/news/mainPageNews');
      release();
      await visit;
      await page.getByRole('main').getByRole('list').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The screen's own hooks found the reads under way: none was asked twice.
      expect(asked.filter((path, i) => asked.indexOf(path) !== i)).toEqual([]);
    } finally {
      release();
      await context.close();
      // A failed check leaves the visit to end with the closed page.
      await visit.catch(() => undefined);
    }
  });

  it('has the page-wide rules from its HTML, and the app does not write them again', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const response = await page.goto(`${origin}/market`);
    const html = (await response?.text()) ?? '';
    // Hydrated and its screen drawn: every style the app writes on its own is in by now.
    await page.getByRole('main').getByRole('list').first().waitFor();
    const bodyRules = await page.evaluate(
      () =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].filter(
            (rule) => rule instanceof CSSStyleRule && rule.selectorText === 'body',
          ),
        ).length,
    );
    const margin = await page.evaluate(() => getComputedStyle(document.body).margin);
    await context.close();
    const style = html.indexOf(`<style id="${GLOBAL_STYLE_ID}">`);
    expect(style).toBeGreaterThan(0);
    expect(style).toBeLessThan(html.indexOf('<script'));
    expect(bodyRules).toBe(1);
    expect(margin).toBe('0px');
  });

  it("sends the page compressed, its content before the app's scripts (compiling them never holds its first paint)", async () => {
    const context = await phoneContext(browser);
    const response = await (await context.newPage()).goto(`${origin}/market`);
    const html = (await response?.text()) ?? '';
    await context.close();
    expect(response?.headers()['content-encoding']).toBe('br');
    const content = html.indexOf('<div id="root"><main');
    expect(content).toBeGreaterThan(0);
    for (const tag of html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [])
      expect(html.indexOf(tag)).toBeGreaterThan(content);
    expect(html).toMatch(/<script type="module"/);
  });

  it('renders the opened route with its screen at once, with no loading step before it', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    // Records what <main> holds once the HTML is parsed, before any script has run: the HTML
    // streams in chunks, so a check on <main>'s first appearance can see it half-parsed.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const main = document.querySelector('main');
        document.documentElement.dataset.firstMain = String(
          main?.querySelector('[role="tablist"]') != null,
        );
      });
    });
    await page.goto(`${origin}/market`);
    await page.locator('main [role="tablist"]').waitFor();
    expect(await page.locator('html').getAttribute('data-first-main')).toBe('true');
    await context.close();
  });
});
