import { TenantId } from '@trading/contract/tenant';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneContext } from './browser';

const port = inject('port');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(TenantId.options)('tenant %s: search history', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await phoneContext(browser);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('language', 'en');
        sessionStorage.setItem('seeded', '1');
      }
    });
    page = await context.newPage();
    return () => context.close();
  });

  it('searches, keeps the keyword in history across a reload and clears it', async () => {
    await page.goto(`${origin}/searchStock`);
    const results = page.getByRole('list', { name: 'Results' });
    await results.getByRole('link').first().waitFor();
    const firstName = (await results
      .getByRole('link')
      .first()
      .locator('span')
      .last()
      .textContent())!;
    const keyword = firstName.split(' ')[0]!;

    await page.getByRole('searchbox').fill(`  ${keyword}  `);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const history = page.getByRole('region', { name: 'Search history' });
    await history.getByRole('button', { name: keyword, exact: true }).waitFor();
    await results.getByText(firstName).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBe(
      JSON.stringify([keyword]),
    );

    await page.reload();
    await history.getByRole('button', { name: keyword, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Clear history' }).click();
    await history.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBeNull();
  });
});
