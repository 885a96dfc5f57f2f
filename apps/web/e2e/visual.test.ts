import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TENANT_IDS } from '../vite/tenant-id';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { launchBrowser } from './browser';
import { artifactsDir, webRoot } from './paths';
import { diffImages } from './visual/image-diff';
import { enrolWhenRequired, registerWithApi, signInWithApi } from './sign-in';

/**
 * Screens that look the same on every run: no live prices, no clock, no per-run data.
 * `pnpm --filter web visual:update` rewrites the baselines after an intended change.
 */
const ANONYMOUS = ['/login', '/register', '/changeLanguage', '/unauthorized'];
const SIGNED_IN = ['/resetPassword', '/depositList'];

const port = inject('port');
const UPDATE = process.env.VISUAL_UPDATE === '1';
const baselineDir = new URL('./visual-baselines/', import.meta.url).pathname;
const diffDir = join(artifactsDir, 'visual');
/** Freezes what would otherwise move between two captures: animations and the caret. */
const STILL = `*, *::before, *::after { animation: none !important; transition: none !important;
  caret-color: transparent !important; }`;

const fileName = (route: string) => `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_/, '')}.png`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A phone at 1× (baselines stay small) in English, asking for the tenant's own colour scheme
 * (its baselines' palette), optionally signed in as the demo investor.
 */
/**
 * A session of the tenant's own visual investor, registered and signed in once per run
 * (sign-ups are limited per address): toasts and records of the demo's other tests never
 * reach the picture.
 */
const sessions = new Map<string, string>();
async function investorToken(page: Page, tenant: string): Promise<string> {
  let token = sessions.get(tenant);
  if (!token) {
    token = await signInWithApi(page, await registerWithApi(page, tenant, 'vis'));
    await enrolWhenRequired(page, token);
    sessions.set(tenant, token);
  }
  return token;
}

async function phone(tenant: string, origin: string, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    colorScheme: loadTenant(tenant).tokens.scheme,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  let token: string | null = null;
  if (signedIn) {
    const page = await context.newPage();
    await page.goto(`${origin}/unauthorized`);
    token = await investorToken(page, tenant);
    await page.close();
  }
  await context.addInitScript((t) => {
    localStorage.setItem('language', 'en');
    if (t) localStorage.setItem('token', t);
  }, token);
  return context;
}

async function capture(context: BrowserContext, origin: string, route: string): Promise<Buffer> {
  const page = await context.newPage();
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.addStyleTag({ content: STILL });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot();
  await page.close();
  return png;
}

/** Compares with the baseline (writes it in update mode); on a mismatch leaves actual + diff PNGs. */
function check(tenant: string, route: string, png: Buffer) {
  const baseline = join(baselineDir, tenant, fileName(route));
  if (UPDATE || !existsSync(baseline)) {
    if (!UPDATE) throw new Error(`No baseline ${baseline}: run pnpm --filter web visual:update`);
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, png);
    return { same: true, diffPixels: 0, ratio: 0 };
  }
  const result = diffImages(png, readFileSync(baseline));
  if (!result.same) {
    const base = join(diffDir, tenant, fileName(route).replace(/\.png$/, ''));
    mkdirSync(dirname(base), { recursive: true });
    writeFileSync(`${base}.actual.png`, png);
    writeFileSync(`${base}.diff.png`, result.diffPng);
  }
  return result;
}

describe.each(TENANT_IDS)('visual baselines of %s', (tenant) => {
  const origin = `http://${tenant}.localhost:${port}`;

  it.each([
    ...ANONYMOUS.map((r) => [r, false] as const),
    ...SIGNED_IN.map((r) => [r, true] as const),
  ])('%s matches its baseline', async (route, signedIn) => {
    const context = await phone(tenant, origin, signedIn);
    try {
      const result = check(tenant, route, await capture(context, origin, route));
      expect(result, `see ${diffDir}/${tenant} for the diff`).toMatchObject({ same: true });
    } finally {
      await context.close();
    }
  });
});

describe('a token change', () => {
  it("shows up as an image diff in that tenant's screens only", async () => {
    const changed = 'ngn';
    const results: Record<string, boolean> = {};
    for (const tenant of TENANT_IDS) {
      const origin = `http://${tenant}.localhost:${port}`;
      const context = await phone(tenant, origin, false);
      // What a designer's edit of tokens.json does: the build inlines the tokens into its
      // index.html (the tenant's data and the page-wide rules' palette), so serving that page
      // with another primary colour is the same change.
      const page = readFileSync(join(webRoot, 'dist', changed, 'index.html'), 'utf8');
      const primary = /"primary":"(#[0-9a-f]{6})"/i.exec(page)?.[1];
      expect(primary).toBeDefined();
      const recoloured = page.replaceAll(primary!, '#7b1fa2');
      expect(recoloured.match(/#7b1fa2/g)?.length).toBeGreaterThan(2);
      await context.route(`http://${changed}.localhost:${port}/**`, (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ contentType: 'text/html', body: recoloured })
          : route.continue(),
      );
      try {
        // Against the committed baseline, never rewriting it (the tests above ran first).
        const baseline = readFileSync(join(baselineDir, tenant, fileName('/login')));
        const png = await capture(context, origin, '/login');
        const result = diffImages(png, baseline);
        results[tenant] = result.same;
        if (result.same !== (tenant !== changed)) {
          const base = join(diffDir, 'token-change', tenant);
          mkdirSync(dirname(base), { recursive: true });
          writeFileSync(`${base}.actual.png`, png);
          if (!result.same) writeFileSync(`${base}.diff.png`, result.diffPng);
        }
      } finally {
        await context.close();
      }
    }
    expect(results).toEqual(Object.fromEntries(TENANT_IDS.map((t) => [t, t !== changed])));
  });
});
