import { tenantsCovering } from './tenant-rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneContext } from './browser';

const port = inject('port');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(tenantsCovering())('tenant %s: search history', (tenantId) => {
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
      .locator(':scope > div > span')
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

  it('keeps keyword and results on Back, clears to the history and folds letter case', async () => {
    await page.goto(`${origin}/searchStock`);
    const box = page.getByRole('searchbox');
    const links = page.getByRole('list', { name: 'Results' }).getByRole('link');
    const history = page.getByRole('region', { name: 'Search history' });
    const search = async (keyword: string) => {
      await box.fill(keyword);
      await Promise.all([
        page.waitForResponse(
          (r) => r.url().includes('/api/stock/page?') && r.url().includes('keyword='),
        ),
        page.getByRole('button', { name: 'Search', exact: true }).click(),
      ]);
    };
    await links.first().waitFor();
    const firstName = (await links.first().locator(':scope > div > span').last().textContent())!;
    const keyword = firstName.split(' ')[0]!;

    await search(keyword);
    await page.waitForURL(`${origin}/searchStock?q=${encodeURIComponent(keyword)}`);
    // The keyword's results have replaced the full list (which also holds firstName).
    await expect
      .poll(async () => {
        const texts = await links.allTextContents();
        return (
          texts.length > 0 && texts.every((t) => t.toLowerCase().includes(keyword.toLowerCase()))
        );
      })
      .toBe(true);
    // Names, not whole rows: a row's price may have moved by the time Back shows it again.
    const names = links.locator(':scope > div > span:last-of-type');
    const found = await names.allTextContents();
    await links.filter({ hasText: firstName }).first().click();
    await page.waitForURL(/\/stock\/\d+$/);
    await page.goBack();
    await page.waitForURL(`${origin}/searchStock?q=${encodeURIComponent(keyword)}`);
    await links.first().waitFor();
    expect(await box.inputValue()).toBe(keyword);
    expect(await names.allTextContents()).toEqual(found);

    await search('qqzzx');
    await page.getByText('No data', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await links.first().waitFor();
    expect(await page.getByText('No data', { exact: true }).count()).toBe(0);
    expect(await box.inputValue()).toBe('');
    expect(page.url()).toBe(`${origin}/searchStock`);
    await history.waitFor();

    await search('zen');
    await search('ZEN');
    await history.getByRole('button', { name: 'ZEN', exact: true }).waitFor();
    const chips = await history.getByRole('listitem').allTextContents();
    expect(chips).toEqual(['ZEN', 'qqzzx', keyword]);
  });
});
