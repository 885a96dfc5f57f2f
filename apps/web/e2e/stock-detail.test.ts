import { TenantId } from '@trading/contract/tenant';
import { describe, expect, inject, it } from 'vitest';
import { callApi } from './account-helpers';
import { phoneSession } from './browser';

const port = inject('port');

/**
 * A listed stock of each tenant's home market (the server's instrument table) that moves on the
 * 0.01 price grid within seconds: brl's PETR4 (32 BRL, low volatility) can show one price for
 * most of a minute, so brl uses VALE3 (58 BRL, more volatile).
 */
const HOME_STOCK: Record<TenantId, number> = { ngn: 1001, inr: 2001, brl: 3002, usd: 4001 };

const phone = phoneSession();

describe.each(TenantId.options)('stock detail, tenant %s', (tenantId) => {
  const origin = `http://${tenantId}.localhost:${port}`;
  it('draws the live chart, switches period, moves the price, and buys 10 as demo', async () => {
    const path = `/stock/${HOME_STOCK[tenantId]}`;
    await phone.page.goto(`${origin}${path}`);
    const price = phone.page.getByTestId('stock-price');
    await price.waitFor();
    // 1m opens as an area; D reloads as candles.
    await phone.page.locator('.highcharts-area-series path').first().waitFor({ timeout: 20_000 });
    await phone.page.getByRole('tab', { name: 'D' }).click();
    await phone.page
      .locator('.highcharts-candlestick-series path.highcharts-point')
      .first()
      .waitFor();
    expect(
      await phone.page.locator('.highcharts-candlestick-series path.highcharts-point').count(),
    ).toBeGreaterThan(10);

    // The server ticks each symbol about once a second.
    const before = await price.textContent();
    await phone.page.waitForFunction(
      (shown) => document.querySelector('[data-testid="stock-price"]')?.textContent !== shown,
      before,
      // Prices move on a 0.01 grid, so a quiet stock can repeat its price for several ticks.
      { timeout: 45_000 },
    );

    const { token } = await callApi<{ token: string }>(phone.page, 'POST', '/user/login', {
      body: { username: 'demo', password: 'demo12' },
    });
    await phone.page.evaluate((value) => localStorage.setItem('token', value), token);
    await phone.page.reload();
    await phone.page.getByRole('button', { name: 'Buy' }).click();
    const sheet = phone.page.getByRole('dialog');
    expect(await sheet.getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('10');
    await sheet.getByRole('button', { name: 'Buy' }).click();
    await phone.page.getByText('Buy Success!').waitFor();
    await phone.page.waitForURL(`${origin}/position`);
  }, 150_000);
});
