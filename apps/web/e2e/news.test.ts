import { tenantsCovering } from './tenant-rules';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { phoneSession } from './browser';

const port = inject('port');
const phone = phoneSession();

/** The newest headline as the server answers it to a reader of `language`. */
function newestHeadline(page: Page, language: string): Promise<string> {
  return page.evaluate(async (lang) => {
    const response = await fetch('/api/news/pageNews', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
      body: JSON.stringify({ pageNum: 1, pageSize: 1 }),
    });
    return ((await response.json()) as { data: { records: Array<{ title: string }> } }).data
      .records[0]!.title;
  }, language);
}

describe.each(tenantsCovering('offered languages'))('news, tenant %s', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  const { offered } = loadTenant(tenantId).definition.languages;

  it('lists and opens the newest article in each language the tenant offers', async () => {
    const { page } = phone;
    const seen = new Set<string>();
    for (const language of offered) {
      await page.goto(`${origin}/newsList`);
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      const headline = await newestHeadline(page, language);
      seen.add(headline);
      await page.goto(`${origin}/newsList`);
      await page.getByText(headline, { exact: true }).click();
      await page.getByRole('heading', { name: headline }).waitFor();
    }
    // Each language has its own headline, not the tenant's own one repeated.
    expect(seen.size).toBe(offered.length);

    // The newest article names the stocks it is about: each a row with its price, opening it.
    const linked = page.locator('section[aria-labelledby="news-stocks"]').getByTestId('stock-row');
    await linked.first().waitFor();
    const href = (await linked.first().getAttribute('href'))!;
    expect(href).toMatch(/^\/stock\/\d+$/);
    expect(await linked.first().textContent()).toMatch(/\d/);
    await linked.first().click();
    await page.waitForURL(`${origin}${href}`);
  });

  it('shows a missing article as not found, with no Retry that cannot help', async () => {
    await phone.page.goto(`${origin}/news/999999`);
    await phone.page.getByText('This article does not exist or is no longer available.').waitFor();
    expect(await phone.page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await phone.page.getByRole('alert').count()).toBe(0);
  });
});
