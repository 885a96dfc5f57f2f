import { TenantId } from '@trading/contract/tenant';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { launchBrowser, phoneContext } from './browser';

const port = inject('port');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(TenantId.options)('tenant %s: home → market → stock', (tenantId) => {
  const tenant = loadTenant(tenantId);
  const origin = `http://${tenantId}.localhost:${port}`;
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await phoneContext(browser);
    // English whatever the tenant's default, so the assertions read one catalogue.
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    page = await context.newPage();
    return () => context.close();
  });

  it('opens the market tab from home, switches tab and opens a stock', async () => {
    await page.goto(`${origin}/`);
    await page.locator('main').waitFor();
    await page.locator('nav a[href="/market"]').last().click();
    await page.waitForURL(`${origin}/market`);

    const defaultTab = page.getByRole('tab', { name: tenant.definition.market.defaultMarketTitle });
    await defaultTab.click();
    await page.waitForURL(`${origin}/market?tab=1`);
    await page
      .getByRole('tab', { name: tenant.definition.market.defaultMarketTitle, selected: true })
      .waitFor();
    const tabCount = await page.getByRole('tab').count();
    expect(tabCount).toBe(
      3 + Number(tenant.definition.market.showIndexTab) + Number(tenant.definition.usMarketShow),
    );

    const row = page.getByTestId('stock-row').first();
    await row.waitFor();
    const href = await row.getAttribute('href');
    expect(href).toMatch(/^\/stock\/\d+$/);
    // A tap, as on a phone: ui-kit's PullRefresh captures mouse pointers, so a mouse click on a
    // row inside it never reaches the row (reported to the kit's owner).
    await row.tap();
    await page.waitForURL(`${origin}${href}`);
    await page.locator('main').waitFor();
  });
});
