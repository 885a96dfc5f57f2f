import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TENANT_IDS } from '../vite/tenant-id';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import en from '../src/i18n/messages/en.json';
import pt from '../src/i18n/messages/pt.json';
import zh from '../src/i18n/messages/zh.json';
import { loadTenant } from '../vite/load-tenant';
import { launchBrowser, phoneContext, withoutServerData } from './browser';
import { artifactsDir } from './paths';

const port = inject('port');
const catalogues = { en, pt, zh };
const UNAUTHORIZED_TEXT = 'This domain is not authorized. Please contact support.';

/** "#00684a" → "rgb(0, 104, 74)", as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(artifactsDir, { recursive: true });
});
afterAll(() => browser?.close());

describe.each(TENANT_IDS)('tenant %s', (tenantId) => {
  const tenant = loadTenant(tenantId);
  const origin = `http://${tenantId}.localhost:${port}`;
  // Named in the tenant's default language (brl opens in Portuguese); screens have navs too.
  const TAB_BAR = `nav[aria-label="${catalogues[tenant.definition.languages.default]['tab.label']}"]`;
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await phoneContext(browser);
    page = await context.newPage();
    return () => context.close();
  });

  const open = async (path: string) => {
    await page.goto(`${origin}${path}`);
    await page.locator('main').waitFor();
  };

  it('shows the tab bar with the current tab on tab routes and hides it elsewhere', async () => {
    await open('/');
    expect(await page.locator(`${TAB_BAR} a`).count()).toBe(5);
    await page.screenshot({ path: join(artifactsDir, `${tenantId}-home.png`) });
    await page.locator(`${TAB_BAR} a[href="/market"]`).click();
    await page.waitForURL(`${origin}/market`);
    // The tab moves once the route's screen chunk has loaded and the navigation has committed.
    await page.locator(`${TAB_BAR} a[href="/market"][aria-current="page"]`).waitFor();
    await open('/newsList');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator(TAB_BAR).count()).toBe(0);
  });

  it('shows market movers and the latest news on the home, below the banner where it has one', async () => {
    const text = catalogues[tenant.definition.languages.default];
    const { home } = tenant.definition;
    const theme3 = home.forceTheme3 || home.defaultTheme === 3;
    await open('/');
    const movers = page.getByRole('region', {
      name: text[theme3 ? 'home.topVolume' : 'home.movers'],
      exact: true,
    });
    const news = page.getByRole('region', { name: text['home.news'], exact: true });
    const rows = movers.getByTestId('stock-row');
    const items = news.locator('a[href^="/news/"]');
    await rows.first().waitFor();
    await items.first().waitFor();
    expect(await rows.count()).toBe(5);
    expect(await items.count()).toBeGreaterThan(0);
    const moversBox = (await movers.boundingBox())!;
    const newsBox = (await news.boundingBox())!;
    if (!theme3) {
      // The carousel, not a slide: autoplay hides all but the current one.
      const bannerBox = (await page.locator('[aria-roledescription="carousel"]').boundingBox())!;
      expect(moversBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
      expect(newsBox.y).toBeGreaterThanOrEqual(moversBox.y + moversBox.height);
    }
    // A card's source and date share one line, however long the source.
    const lines = await items.evaluateAll((cards) =>
      cards.map((card) => {
        const date = card.querySelector('time')!;
        const source = date.previousElementSibling!;
        const oneLine = (el: Element) =>
          el.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(el).fontSize);
        return oneLine(date) && oneLine(source);
      }),
    );
    expect(lines.every(Boolean)).toBe(true);
  });

  it('sends anonymous visitors to /login from /account and to /LoginUp from /favorite', async () => {
    await open('/account');
    await page.waitForURL(`${origin}/login`);
    // The tab moves once the route's screen chunk has loaded and the navigation has committed.
    await page.locator(`${TAB_BAR} a[href="/account"][aria-current="page"]`).waitFor();
    await open('/favorite');
    await page.waitForURL(`${origin}/LoginUp`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator(TAB_BAR).count()).toBe(0);
  });

  it('goes home when back has no history, and switches language en ↔ pt', async () => {
    await open('/changeLanguage');
    await page.getByRole('button', { name: 'Português' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'pt');
    await page.getByRole('heading', { name: 'Idioma' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('heading', { name: 'Language' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${origin}/`);
  });

  it("carries the tenant's title, language, currency sign, colours and logo", async () => {
    await open('/');
    // The page arrives with the config already read (server rendering): ask for it as the app does.
    const config = (await page.evaluate(async () =>
      (await fetch('/api/tenant/config')).json(),
    )) as {
      data: { defaultSign: string };
    };
    expect(config.data.defaultSign).toBe(tenant.definition.currency.sign);
    expect(await page.title()).toBe(tenant.definition.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(
      tenant.definition.languages.default,
    );
    const data = await page.evaluate(() =>
      JSON.parse(document.getElementById('tenant-data')!.textContent!),
    );
    expect(data.definition.currency.sign).toBe(tenant.definition.currency.sign);

    // The tenant's own palette is painted when the phone asks for the tenant's own scheme.
    await page.emulateMedia({ colorScheme: tenant.tokens.scheme });
    const active = page.locator(`${TAB_BAR} [aria-current="page"]`);
    expect(await active.evaluate((el) => getComputedStyle(el).color)).toBe(
      rgb(tenant.tokens.color.tabActive),
    );
    expect(await page.locator(TAB_BAR).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      rgb(tenant.tokens.color.background),
    );
    // One theme-color per offered scheme (a media query each); the tenant's own scheme's is its primary.
    const ownScheme = `meta[name="theme-color"]:not([media]), meta[name="theme-color"][media*="${tenant.tokens.scheme}"]`;
    expect(await page.locator(ownScheme).getAttribute('content')).toBe(tenant.tokens.color.primary);

    // Fetched by the page, since only the browser maps *.localhost to the server.
    const fetchText = (url: string) =>
      page.evaluate(async (href) => {
        const response = await fetch(href);
        return response.ok ? response.text() : null;
      }, url);
    expect(await fetchText(data.assets.logo)).toBe(readFileSync(tenant.assetFiles.logo, 'utf8'));
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(await fetchText(favicon!)).toBe(readFileSync(tenant.assetFiles.favicon, 'utf8'));
  });

  it('redirects every route to /unauthorized when the tenant config is refused', async () => {
    await page.route('**/api/tenant/config', (route) =>
      route.fulfill({ json: { code: 10006, msg: 'unauthorized', data: null } }),
    );
    // As the browser alone renders it: a server-rendered page carries the server's config.
    await withoutServerData(page);
    await open('/market');
    await page.waitForURL(`${origin}/unauthorized`);
    // In the tenant's default language (brl opens in Portuguese).
    await page
      .getByText(catalogues[tenant.definition.languages.default]['tenant.unauthorized'])
      .waitFor();
  });
});

describe('an unknown host', () => {
  it('gets the unauthorized page', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`http://evil.localhost:${port}/market`);
    await page.getByText(UNAUTHORIZED_TEXT).waitFor();
    await context.close();
  });
});
