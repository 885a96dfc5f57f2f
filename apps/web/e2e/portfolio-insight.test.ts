import { tenantsCovering } from './tenant-rules';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { callApi } from './account-helpers';
import { phoneSession } from './browser';
import { signInWithApi } from './sign-in';

const port = inject('port');
const phone = phoneSession();

const escape = (text: string) => text.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&');

describe.each(tenantsCovering())('tenant %s: portfolio value chart and allocation', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  const { definition } = loadTenant(tenantId);
  const code = definition.currency.code;
  const money = new RegExp(`^-?${escape(definition.currency.sign)}[\\d,]+\\.\\d\\d$`);

  it('draws the demo investor’s value over each range with its return and flags, the allocation, and orders the holdings', async () => {
    const { page } = phone;
    await page.goto(`${origin}/unauthorized`);
    const token = await signInWithApi(page);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${origin}/position`);

    const chart = page.getByRole('region', { name: `Value of holdings in ${code}` });
    const rangeBar = chart.getByRole('tablist', { name: 'Range' });
    const ranges = rangeBar.getByRole('tab');
    await ranges.first().waitFor();
    expect(await ranges.allTextContents()).toEqual(['1D', '1W', '1M', '3M', '1Y', 'All']);

    const now = chart.getByTestId('portfolio-value-now');
    const twr = chart.getByTestId('portfolio-twr');
    const line = chart.locator('.highcharts-series.highcharts-area-series path.highcharts-graph');
    for (const name of ['1D', '1W', '1M', '3M', '1Y', 'All']) {
      await rangeBar.getByRole('tab', { name, exact: true }).click();
      await expect
        .poll(() => rangeBar.getByRole('tab', { selected: true }).textContent())
        .toBe(name);
      await expect.poll(() => now.textContent()).toMatch(money);
      // A return over a span with money in it; the demo investor has held shares all month.
      await expect.poll(() => twr.textContent()).toMatch(/^[+-]?\d+\.\d\d%$/);
      await line.waitFor();
    }
    // All begins with the opening deposit: a flag marks it.
    await expect
      .poll(() => chart.locator('.highcharts-flags-series .highcharts-point').count())
      .toBeGreaterThan(0);

    const allocation = page.getByRole('region', { name: 'Allocation' });
    const holdings = allocation.getByTestId('allocation-holding');
    await holdings.first().waitFor();
    for (const text of await holdings.allTextContents())
      expect(text).toMatch(new RegExp(`${escape(definition.currency.sign)}[\\d,]+\\.\\d\\d · `));
    const markets = await allocation.getByTestId('allocation-market').allTextContents();
    expect(markets.some((text) => text.startsWith('Cash'))).toBe(true);
    expect(allocation.getByRole('heading', { name: `By holding (${code})` })).toBeTruthy();

    // Ordered by name on the server (prices move; names do not): the rows follow its order.
    const byName = await callApi<{ records: { stockId: number }[] }>(
      page,
      'POST',
      '/stockTrade/position',
      { token, body: { pageNum: 1, pageSize: 10, sort: 'NAME' } },
    );
    await page
      .getByRole('tablist', { name: 'Order holdings by' })
      .getByRole('tab', { name: 'Name' })
      .click();
    const expected = byName.records.map(({ stockId }) => `/stock/${stockId}`);
    await expect
      .poll(() =>
        page
          .getByTestId('position-row')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('href'))),
      )
      .toEqual(expected);

    const href = await holdings.first().getAttribute('href');
    expect(href).toMatch(/^\/stock\/\d+$/);
    await holdings.first().click();
    await page.waitForURL(`${origin}${href}`);
  }, 120_000);
});
