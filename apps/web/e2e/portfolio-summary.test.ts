import { tenantsCovering } from './tenant-rules';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { phoneSession } from './browser';
import { signInWithApi } from './sign-in';
import { HOME_STOCK } from './market-seam';

const port = inject('port');
const phone = phoneSession();

/** "-₦1,234.50" → -123450 (the page reads English here). */
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

describe.each(tenantsCovering('US market'))('tenant %s: portfolio summary', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  const { definition } = loadTenant(tenantId);

  it('shows the demo investor’s books with the currency sign, and a buy moves cash into shares', async () => {
    const { page } = phone;
    await page.goto(`${origin}/unauthorized`);
    const token = await signInWithApi(page);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${origin}/position`);

    const summary = page.getByRole('region', { name: 'Portfolio summary' });
    const local = summary.getByLabel(`Holdings in ${definition.currency.code}`);
    const value = local.getByTestId('portfolio-total');
    await value.waitFor();
    const sign = definition.currency.sign;
    expect(await value.textContent()).toMatch(
      new RegExp(`^${sign.replace('$', '\\$')}[\\d,]+\\.\\d\\d$`),
    );
    expect(cents(await value.textContent())).toBeGreaterThan(0);
    const cash = local
      .locator('dt', { hasText: 'Cash available' })
      .locator('xpath=following-sibling::dd');
    const cashBefore = cents(await cash.textContent());
    // The total and every part of it: the parts add up to it to the cent.
    const parts = local.getByTestId('portfolio-parts');
    const terms = await parts.locator('dt').allTextContents();
    expect(terms.slice(0, 2)).toEqual(['Market value', 'Cash available']);
    // Read in one go: a live tick moves market value and total together, never one alone.
    const [total, ...figures] = await local.evaluate((book) =>
      [
        book.querySelector('[data-testid="portfolio-total"]'),
        ...book.querySelectorAll('[data-testid="portfolio-parts"] dd'),
      ].map((node) => node?.textContent ?? null),
    );
    expect(figures.map(cents).reduce((sum, part) => sum + part, 0)).toBe(cents(total!));
    expect(await local.locator('dt').allTextContents()).toEqual([
      ...terms,
      "Today's change",
      'Unrealised P&L',
      'Realised P&L',
    ]);
    // Dollars beside the local book exactly where the tenant shows the US market.
    const books = [definition.currency.code];
    if (definition.usMarketShow && definition.currency.code !== 'USD') books.push('USD');
    expect(
      await summary
        .getByTestId('portfolio-book')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))),
    ).toEqual(books.map((code) => `Holdings in ${code}`));

    // Each holding shows its share of the book and today's change in the same currency.
    const row = page.getByTestId('position-row').first();
    const figure = (name: string) =>
      row.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd');
    await expect.poll(() => figure('Weight').textContent()).toMatch(/^\d+\.\d%$/);
    expect(await figure("Today's change").textContent()).toContain(sign);

    await page.goto(`${origin}/stock/${HOME_STOCK[tenantId]}`);
    await page.getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Buy Success!').waitFor();
    await page.waitForURL(`${origin}/position`);
    await expect.poll(async () => cents(await cash.textContent())).toBeLessThan(cashBefore);
  }, 120_000);
});
