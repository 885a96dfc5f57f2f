import { TenantId } from '@trading/contract/tenant';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneContext } from './browser';
import { loginAsDemo, swipeLeft } from './market-support';

const port = inject('port');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(TenantId.options)('tenant %s: favourites', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await phoneContext(browser);
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    page = await context.newPage();
    return () => context.close();
  });

  it('adds a favourite from /searchFavorite and swipes it away on /favorite', async () => {
    await loginAsDemo(page, origin);
    await page.goto(`${origin}/searchFavorite`);
    const star = page.locator('button[aria-pressed="false"][aria-label^="Favorite "]').first();
    await star.waitFor();
    const label = (await star.getAttribute('aria-label'))!;
    const name = label.slice('Favorite '.length);
    // Taps, as on a phone: ui-kit's PullRefresh captures mouse pointers inside lists.
    await star.tap();
    await page.locator(`button[aria-label="${label}"][aria-pressed="true"]`).waitFor();

    await page.goto(`${origin}/favorite`);
    const row = page.getByTestId('stock-row').filter({ hasText: name });
    await row.waitFor();
    const rows = await page.getByTestId('stock-row').count();
    await swipeLeft(page, `[data-testid="stock-row"]:has-text("${name}")`);
    const remove = page.locator('li', { has: row }).getByRole('button', { name: 'Remove' });
    await remove.tap();
    await row.waitFor({ state: 'detached' });
    expect(await page.getByTestId('stock-row').count()).toBe(rows - 1);
  });
});
