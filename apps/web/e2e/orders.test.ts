import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { tenantsCovering } from './tenant-rules';
import { sendApi } from './account-helpers';
import { phoneSession } from './browser';
import { signInPage } from './sign-in';
import { HOME_STOCK, drivePrice } from './market-seam';

const port = inject('port');

const phone = phoneSession();

describe.each(tenantsCovering('trade unit'))('limit orders, tenant %s', (tenantId) => {
  it('a limit buy below the market waits open and cancelling releases the cash; one that a driven tick reaches fills', async () => {
    const stockId = HOME_STOCK[tenantId]!;
    const origin = `http://${tenantId}.localhost:${port}`;
    const page = phone.page;
    await page.goto(`${origin}/stock/${stockId}`);
    const token = await signInPage(page);
    const holding = async () =>
      (await sendApi(page, 'GET', `/user/balanceAndPosition?stockId=${stockId}`, { token }))
        .data as { balance: string; balanceUSD: string; availableAmount: number };
    const price = async () =>
      ((await sendApi(page, 'GET', `/stock/detail?id=${stockId}`)).data as { price: number }).price;
    const cashBefore = await holding();

    // A limit more than the tenant's percentage from the market is placed with "Place anyway".
    const placeLimit = async (limit: number, confirm = 'Place order') => {
      await page.getByRole('button', { name: 'Buy', exact: true }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('button', { name: 'Limit', exact: true }).click();
      await sheet.getByLabel('Limit price').fill(limit.toFixed(2));
      await sheet.getByRole('button', { name: 'Buy', exact: true }).click();
      await page.getByRole('button', { name: confirm }).click();
      await page.getByText('Order placed').first().waitFor();
    };

    await page.reload();
    await placeLimit(Math.max(0.01, (await price()) / 2), 'Place anyway');
    const open = page.getByRole('region', { name: 'Your open orders' });
    await open.getByRole('button', { name: 'Cancel order' }).waitFor();
    expect((await holding()).balance).not.toBe(cashBefore.balance);

    await page.goto(`${origin}/orderRecords`);
    await page.getByRole('tab', { name: 'Open' }).click();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Order cancelled').first().waitFor();
    await expect.poll(async () => (await holding()).balance).toBe(cashBefore.balance);

    // 3 % below the market it waits; a tick driven through the server's simulator down to one
    // cent under the limit reaches the page over the feed and the matcher fills the order.
    await page.goto(`${origin}/stock/${stockId}`);
    const limit = Math.round((await price()) * 97) / 100;
    await placeLimit(limit);
    await open.getByRole('button', { name: 'Cancel order' }).waitFor();
    const beforeFill = await holding();
    const tick = Math.round(limit * 100 - 1) / 100;
    expect((await drivePrice(port, stockId, tick)).ok).toBe(true);
    try {
      await expect
        .poll(
          async () => (await page.getByTestId('stock-price').textContent())?.replace(/\D/g, ''),
          {
            timeout: 20_000,
          },
        )
        .toBe(String(Math.round(tick * 100)));
      // The server says so over the live feed, and the open orders go at once.
      await page
        .getByRole('status')
        .getByText(/^\w+: bought 10 at \D*[\d,.]+$/)
        .waitFor({ timeout: 20_000 });
      await open.getByRole('button', { name: 'Cancel order' }).waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await holding()).availableAmount, { timeout: 20_000 })
        .toBe(cashBefore.availableAmount + 10);
      const history = (await sendApi(page, 'POST', '/order/history', { token, body: {} })).data as {
        records: { status: string; filledPrice: string; fee: string }[];
      };
      const filled = history.records[0]!;
      expect(filled.status).toBe('FILLED');
      // The hold is released and the cost and fee paid: cash is what it was before placing,
      // less the fill.
      const paid = Number(filled.filledPrice) * 10 + Number(filled.fee);
      expect(Number(beforeFill.balance)).toBeLessThan(Number(cashBefore.balance));
      expect(Number((await holding()).balance)).toBeCloseTo(Number(cashBefore.balance) - paid, 2);
    } finally {
      await drivePrice(port, stockId, null);
    }
  }, 150_000);
});

/** Clicks `button` and reads the file the browser downloads from the signed link it follows. */
async function downloaded(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

describe.each(tenantsCovering('document header'))('documents, tenant %s', (tenantId) => {
  it("downloads a fill's contract note as PDF and the month's statement as CSV", async () => {
    const origin = `http://${tenantId}.localhost:${port}`;
    const page = phone.page;
    await page.goto(origin);
    await signInPage(page);
    // The demo investor's seeded history has fills; the account lists the documents.
    await page.goto(`${origin}/account`);
    await page.getByText(/^(Contract notes & statements|Notas de corretagem e extratos)$/).click();
    await page.waitForURL(`${origin}/documents`);
    const note = await downloaded(
      page,
      page.getByRole('button', { name: /^CN-[A-Z]+-[OAF]\d{6} (as|em) PDF$/ }).first(),
    );
    expect(note.name).toMatch(new RegExp(`^CN-${tenantId.toUpperCase()}-[OAF]\\d{6}\\.pdf$`));
    expect(note.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('tab', { name: /^(Statements|Extratos)$/ }).click();
    const statement = await downloaded(
      page,
      page.getByRole('button', { name: / (as|em) CSV$/ }).first(),
    );
    expect(statement.name).toMatch(
      new RegExp(`^ST-${tenantId.toUpperCase()}-\\d{6}-[A-Z]{3}-\\d{6}\\.csv$`),
    );
    const [header, opening] = statement.bytes.toString().split('\r\n');
    expect(header).toBe(
      'document_number,currency,month,row_type,time,transaction_id,scene,description,amount,balance,symbol,quantity,price,value',
    );
    expect(opening).toMatch(/,OPENING,/);
  }, 90_000);
});
