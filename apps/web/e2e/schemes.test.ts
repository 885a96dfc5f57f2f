import { offeredSchemes, schemeColors, type ColorScheme } from '@trading/contract/tenant';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TENANT_IDS } from '../vite/tenant-id';
import { loadTenant } from '../vite/load-tenant';
import { preferEnglish } from './account-helpers';
import { launchBrowser, phoneContext } from './browser';
import { signInPage } from './sign-in';

const port = inject('port');
const STOCK: Record<string, number> = { ngn: 1001, inr: 2001, brl: 3001, usd: 4001 };

/** "#00684a" → "rgb(0, 104, 74)", as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The theme-color metas' colours in document order (the browser bar's colour per scheme). */
const themeColors = (page: Page) =>
  page.$$eval('meta[name="theme-color"]', (metas) =>
    metas.map((meta) => (meta as HTMLMetaElement).content),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(TENANT_IDS)('colour schemes, tenant %s', (tenantId) => {
  const tenant = loadTenant(tenantId);
  const origin = `http://${tenantId}.localhost:${port}`;
  const background = (scheme: ColorScheme) => rgb(schemeColors(tenant.tokens, scheme).background);
  const primary = (scheme: ColorScheme) => schemeColors(tenant.tokens, scheme).primary;

  it.each(['dark', 'light'] as const)(
    'paints the system %s scheme from the server HTML alone, before any script',
    async (scheme) => {
      // A bare context: the phone context waits for the app, which never starts without scripts.
      const context = await browser.newContext({ colorScheme: scheme, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${origin}/market`);
        expect(await bodyBackground(page)).toBe(background(scheme));
      } finally {
        await context.close();
      }
    },
  );

  it('lets the Appearance choice override the system, and keeps it across a reload', async () => {
    const context = await phoneContext(browser, { colorScheme: 'dark' });
    await preferEnglish(context);
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/market`);
      await signInPage(page);
      await page.goto(`${origin}/account`);
      expect(await bodyBackground(page)).toBe(background('dark'));
      await page.getByRole('button', { name: /Appearance/ }).click();
      await page.getByRole('button', { name: 'Light', exact: true }).click();
      await expect.poll(() => bodyBackground(page)).toBe(background('light'));
      // The browser bar too, though the system still says dark (its meta tags follow the
      // page's paint, a moment later on a loaded machine).
      if (offeredSchemes(tenant.tokens).length > 1)
        await expect.poll(() => themeColors(page)).toEqual([primary('light'), primary('light')]);

      await page.reload();
      await page.locator('main').waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.scheme)).toBe('light');
      expect(await bodyBackground(page)).toBe(background('light'));

      await page.getByRole('button', { name: /Appearance/ }).click();
      await page.getByRole('button', { name: 'System', exact: true }).click();
      await expect.poll(() => bodyBackground(page)).toBe(background('dark'));
      if (offeredSchemes(tenant.tokens).length > 1)
        await expect
          .poll(() => themeColors(page))
          .toEqual(offeredSchemes(tenant.tokens).map(primary));
    } finally {
      await context.close();
    }
  });

  it("paints the live chart's background in the scheme on screen, also after a flip", async () => {
    const context = await phoneContext(browser, { colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/stock/${STOCK[tenantId]}`);
      await page.getByTestId('stock-chart-picture').tap({ timeout: 20_000 });
      const chartBackground = () =>
        page
          .getByTestId('stock-chart')
          .locator('.highcharts-background')
          .first()
          .evaluate((el) => getComputedStyle(el).fill);
      await expect.poll(chartBackground, { timeout: 20_000 }).toBe(background('dark'));
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(chartBackground, { timeout: 20_000 }).toBe(background('light'));
    } finally {
      await context.close();
    }
  });
});
