import type { TenantId } from '@trading/contract/tenant';
import { describe, expect, inject, it } from 'vitest';
import { tenantsCovering } from './tenant-rules';
import { sendApi } from './account-helpers';
import { phoneSession } from './browser';
import { signInPage } from './sign-in';
import { HOME_STOCK, drivePrice } from './market-seam';

const port = inject('port');

const phone = phoneSession();

/** "₹3,22.93" or "₦322.93" → 322.93 (the review writes English numbers here). */
const amountIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe.each(tenantsCovering('trade unit'))('order review, tenant %s', (tenantId) => {
  it('a stop buy already through the market is warned of, and the review states the hold the server takes', async () => {
    // Issue 48: stop 25.00 with the price at 30.72.
    const stockId = HOME_STOCK[tenantId as TenantId]!;
    const origin = `http://${tenantId}.localhost:${port}`;
    const page = phone.page;
    expect((await drivePrice(port, stockId, 30.72)).ok).toBe(true);
    try {
      await page.goto(`${origin}/stock/${stockId}`);
      const token = await signInPage(page);
      await page.reload();
      await expect
        .poll(
          async () => (await page.getByTestId('stock-price').textContent())?.replace(/\D/g, ''),
          {
            timeout: 20_000,
          },
        )
        .toBe('3072');
      await page.getByRole('button', { name: 'Buy', exact: true }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('button', { name: 'Stop', exact: true }).click();
      await sheet.getByLabel('Stop price').fill('25.00');
      await sheet.getByRole('button', { name: 'Buy', exact: true }).click();
      const review = page.getByRole('alertdialog');
      await review
        .getByText(
          /^The stop price is already passed: this order will fill now at about \D*30\.72\.$/,
        )
        .waitFor();
      const stated = /Up to (\S+) with the fee is set aside/.exec(
        (await review.textContent()) ?? '',
      )?.[1];
      await review.getByRole('button', { name: 'Place order' }).click();
      await page.getByText('Order placed').first().waitFor();
      // Open until the matcher's next pass, then in the history.
      type Order = { type: string; stopPrice: string | null; heldAmount: string };
      const orders = [
        ...(
          (await sendApi(page, 'GET', `/order/open?stockId=${stockId}`, { token })).data as {
            records: Order[];
          }
        ).records,
        ...(
          (await sendApi(page, 'POST', '/order/history', { token, body: {} })).data as {
            records: Order[];
          }
        ).records,
      ];
      const placed = orders.find((o) => o.type === 'STOP' && Number(o.stopPrice) === 25);
      expect(placed).toBeDefined();
      expect(amountIn(stated ?? '')).toBe(Number(placed!.heldAmount));
    } finally {
      await drivePrice(port, stockId, null);
    }
  }, 120_000);
});
