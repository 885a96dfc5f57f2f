import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tenantsCovering } from './tenant-rules';
import { loadTenant } from '../vite/load-tenant';
import { callApi } from './account-helpers';
import { launchBrowser } from './browser';
import { deskContext, signInToConsole } from './console';
import { artifactsDir } from './paths';
import { enrolWhenRequired, registerWithApi, signInWithApi } from './sign-in';

const port = inject('port');

/** A `datetime-local` value: the wall clock of this machine, which the browser shares. */
function localMinute(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

describe.each(tenantsCovering('trade unit'))(
  'tenant %s: an operator publishes an offer from the console',
  (tenantId) => {
    const { definition, tokens } = loadTenant(tenantId);
    const origin = `http://${tenantId}.localhost:${port}`;
    let browser: Browser;

    beforeAll(async () => {
      mkdirSync(artifactsDir, { recursive: true });
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it(
      'a placement, checked before it is sent, open to investors at once, moved and closed, each step in the audit',
      { timeout: 120_000 },
      async () => {
        const desk = await deskContext(browser);
        const investor = await desk.newPage();
        await investor.goto(`${origin}/unauthorized`);
        const stocks = await callApi<{
          records: Array<{ id: number; symbol: string; currencyType: string }>;
        }>(investor, 'GET', `/stock/page?keyword=&pageNum=1&pageSize=50`);
        const stock = stocks.records.find((s) => s.currencyType === definition.currency.code)!;
        expect(stock).toBeDefined();

        // A reviewer has no offerings permission: no Publish tab.
        const reviewer = await desk.newPage();
        await signInToConsole(reviewer, origin, 'reviewer');
        expect(await reviewer.getByRole('link', { name: 'Publish' }).count()).toBe(0);

        const page = await desk.newPage();
        await signInToConsole(page, origin, 'operator');
        await page.getByRole('link', { name: 'Publish' }).click();
        // The date pickers and checkboxes are drawn in the tenant's scheme (light on brl's dark).
        expect(
          await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
        ).toBe(tokens.scheme);
        await page.getByLabel('Kind of offer').selectOption('PLACEMENT');
        // Sent empty, the form names what is missing and sends nothing.
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page.getByLabel('Price').and(page.locator('[aria-invalid="true"]')).waitFor();
        await page
          .getByLabel('Stock', { exact: true })
          .and(page.locator('[aria-invalid="true"]'))
          .waitFor();
        expect(await page.getByRole('status').count()).toBe(0);

        await page.getByLabel('Search by code or name').fill(stock.symbol);
        await page.getByLabel('Stock', { exact: true }).selectOption(String(stock.id));
        await page.getByLabel('Price').fill('7.25');
        // Lots of 100 where the tenant trades in lots; left to the tenant's 1 where it counts
        // shares (the server refuses any other unit there).
        if (definition.marketBuyModel === 0) await page.getByLabel('Shares per unit').fill('100');
        const now = Date.now();
        await page.getByLabel('Opens').fill(localMinute(now - 3_600_000));
        await page.getByLabel('Closes').fill(localMinute(now + 7 * 86_400_000));
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        const done = await page.getByRole('status').textContent({ timeout: 20_000 });
        const id = Number(/#(\d+)/.exec(done ?? '')?.[1]);
        expect(id).toBeGreaterThan(0);
        await page.screenshot({ path: join(artifactsDir, `backoffice-${tenantId}-publish.png`) });

        const { username, password } = await registerWithApi(investor, tenantId, 'pub');
        const token = await signInWithApi(investor, { username, password });
        await enrolWhenRequired(investor, token);
        const open = await callApi<{ records: Array<{ id: number; price: string }> }>(
          investor,
          'POST',
          '/ipo/pagePlacement',
          { token, body: { pageNum: 1, pageSize: 100, area: definition.currency.code } },
        );
        expect(open.records.find((r) => r.id === id)?.price).toMatch(/^7\.25/);

        const isListed = async () =>
          (
            await callApi<{ records: Array<{ id: number }> }>(
              investor,
              'POST',
              '/ipo/pagePlacement',
              {
                token,
                body: { pageNum: 1, pageSize: 100, area: definition.currency.code },
              },
            )
          ).records.some((r) => r.id === id);

        // Published, it is listed with the others that have not ended; its end can move.
        const row = page.getByRole('row').filter({ hasText: new RegExp(`#${id}(?!\\d)`) });
        await row.getByRole('button', { name: 'Change dates' }).click();
        expect(await row.getByLabel('Opens').count()).toBe(0);
        await row.getByLabel('Closes').fill(localMinute(now + 10 * 86_400_000));
        await row.getByRole('button', { name: 'Save dates' }).click();
        await row.getByRole('button', { name: 'Change dates' }).waitFor();
        const { endTime } = (
          await callApi<Array<{ id: number; endTime: number }>>(page, 'GET', '/admin/offerings', {
            token: await page.evaluate(() => sessionStorage.getItem('backoffice.token') ?? ''),
          })
        ).find((o) => o.id === id)!;
        expect(Math.abs(endTime - (now + 10 * 86_400_000))).toBeLessThan(60_000);
        expect(await isListed()).toBe(true);

        // Closed now, after a second press, it leaves the investors' list and the console's.
        await row.getByRole('button', { name: 'Close now' }).click();
        await row.getByRole('button', { name: /^Close .* now$/ }).click();
        await row.waitFor({ state: 'detached' });
        expect(await isListed()).toBe(false);
        await page.screenshot({
          path: join(artifactsDir, `backoffice-${tenantId}-offers.png`),
          fullPage: true,
        });

        await page.getByRole('link', { name: 'Audit' }).click();
        for (const action of ['OFFERING_CREATE', 'OFFERING_WINDOW', 'OFFERING_CLOSE'])
          await page.getByRole('row').filter({ hasText: action }).first().waitFor();
        await desk.close();
      },
    );
  },
);
