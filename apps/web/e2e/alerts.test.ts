import type { StockSummary } from '@trading/contract';
import { describe, expect, inject, it } from 'vitest';
import { tenantsCovering } from './tenant-rules';
import { callApi } from './account-helpers';
import { phoneSession } from './browser';
import { registerWithApi, signInPage } from './sign-in';
import { drivePrice } from './market-seam';

const port = inject('port');
const phone = phoneSession();

describe.each(tenantsCovering())('tenant %s: price alerts', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;

  it('sets an alert from a stock, is told over the live feed with a link back, and lists it as reached', async () => {
    const { page } = phone;
    await page.goto(`${origin}/unauthorized`);
    await signInPage(page, await registerWithApi(page, tenantId, 'al'));
    const { records } = await callApi<{ records: StockSummary[] }>(
      page,
      'GET',
      '/stock/page?pageNum=1&pageSize=1',
    );
    const stock = records[0]!;

    await page.goto(`${origin}/stock/${stock.id}`);
    await page.getByRole('button', { name: 'Set alert' }).click();
    // "Price rises to" 10 % under the price is already met: refused, saying so.
    const field = page.getByLabel('Price', { exact: true });
    await field.fill((stock.price * 0.9).toFixed(2));
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.getByText(/^Already reached \(now .+\): this alert would go off at once/).waitFor();
    // 10 % above is saved; a price driven 20 % up meets it at the server's next check.
    await field.fill((stock.price * 1.1).toFixed(2));
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.getByText(/^Alert set:/).waitFor();
    await drivePrice(port, stock.id, Number((stock.price * 1.2).toFixed(2)));

    const toast = page.getByRole('status').filter({ hasText: 'your price alert was reached' });
    await toast.getByText(`${stock.symbol}: your price alert was reached`).waitFor();
    expect(await toast.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      `/stock/${stock.id}`,
    );
    await page.goto(`${origin}/account`);
    await page.getByRole('button', { name: 'Price alerts' }).click();
    await page.waitForURL(`${origin}/alerts`);
    await page.getByText(`${stock.symbol} · price at or above`).waitFor();
    await page.getByText(/^Reached /).waitFor();
    await page.goto(`${origin}/notifications`);
    await page.getByText('Price alert reached').waitFor();
    await drivePrice(port, stock.id, null);
  });
});
