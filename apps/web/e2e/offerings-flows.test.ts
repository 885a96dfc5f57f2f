import { execFileSync } from 'node:child_process';
import { tenantsCovering } from './tenant-rules';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { launchBrowser, phoneContext } from './browser';
import { startServerBuild } from '@trading/e2e/server-build';
import { staffTokenWithApi } from './console';
import { signInWithApi } from './sign-in';

/*
 * Offerings and funds end to end, in each tenant, as the demo investor with the operator
 * acting in between. These flows spend the demo investor's money and move offerings
 * through operator states, so they run against their own server on a fresh PostgreSQL
 * database rather than the suite's shared one. PostgreSQL also lets a test end a fund's
 * lock-up (lock_end_time in the past) so the operator can settle it now: the product's
 * shortest lock-up is a day, and the server reads the real clock.
 *
 * Buttons inside lists are tapped, as on a phone: the kit's pull-to-refresh captures a
 * mouse pointer on pointerdown, which retargets a mouse click away from the button.
 */

const DATABASE = `offerings_e2e_${process.pid}`;
const PG = ['-h', '127.0.0.1', '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-Atc'];

function psql(database: string, sql: string): string {
  return execFileSync('psql', [...PG, sql, database], { encoding: 'utf8' }).trim();
}

/** "1234.5" → 123450n cents (amounts here never carry more than 2 significant decimals). */
function cents(money: string): bigint {
  const [whole = '0', fraction = ''] = money.split('.');
  return BigInt(whole + fraction.padEnd(8, '0')) / 1_000_000n;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

let server: Awaited<ReturnType<typeof startServerBuild>> | undefined;
let port: number;
let browser: Browser;

beforeAll(async () => {
  try {
    psql('postgres', `DROP DATABASE IF EXISTS ${DATABASE}`);
    psql('postgres', `CREATE DATABASE ${DATABASE}`);
  } catch (error) {
    throw new Error('These browser tests need PostgreSQL on 127.0.0.1:5432 (trust auth) and psql', {
      cause: error,
    });
  }
  server = await startServerBuild({
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
    TEST_TOTP_CLOCK: 'enabled',
  });
  port = server.port;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  psql('postgres', `DROP DATABASE IF EXISTS ${DATABASE}`);
});

describe.each(tenantsCovering('trade unit', 'US market'))('offerings in tenant %s', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const inLots = definition.marketBuyModel === 0;
  let context: BrowserContext;
  let page: Page;
  let origin: string;

  /** Calls the API from the page (same origin, so the tenant is the page's). */
  const call = <T>(
    path: string,
    options: { method?: string; body?: unknown; token?: string } = {},
  ) =>
    page.evaluate(
      async ({ path, method, body, token }) => {
        const response = await fetch(`/api${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...(token ? { Token: token } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await response.json()) as unknown;
      },
      { path, method: options.method ?? 'GET', body: options.body, token: options.token },
    ) as Promise<Envelope<T>>;

  const login = (username: string, password: string) => signInWithApi(page, { username, password });

  const open = async (path: string) => {
    await page.goto(`${origin}${path}`);
    await page.locator('main').waitFor();
  };

  const card = (text: string) => page.locator('article', { hasText: text }).first();

  beforeEach(async () => {
    origin = `http://${tenantId}.localhost:${port}`;
    context = await phoneContext(browser);
    page = await context.newPage();
    await page.goto(`${origin}/`);
    const token = await login('demo', 'demo12');
    // English whatever the tenant's default, so the test reads one set of texts.
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('language', 'en');
    }, token);
    return () => context.close();
  });

  it('buys a block trade, then finds it in the order records and the holdings', async () => {
    await open('/blockTrade');
    const first = page.locator('article').first();
    const name = (await first.locator('h2').textContent())!;
    await first.getByRole('button', { name: 'Buy' }).tap();
    const sheet = page.getByRole('dialog', { name });
    expect(await sheet.getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('10');
    await sheet.getByRole('button', { name: 'Review' }).click();
    await sheet.getByRole('button', { name: 'Buy' }).click();
    await page.getByText('Buy Success!').waitFor();

    await page.waitForURL(`${origin}/position`);
    await page.getByText(name).first().waitFor();
    await open('/orderRecords');
    await card(name).waitFor();
    expect(await card(name).textContent()).toContain('10');
  });

  it('subscribes to an IPO, is allotted by the operator, funds what is owed and holds the shares', async () => {
    await open('/stockIpo');
    const ipo = page.locator('article').first();
    const name = (await ipo.locator('h2').textContent())!;
    await ipo.getByRole('button', { name: 'Subscribe' }).tap();
    const sheet = page.getByRole('dialog', { name });
    const quantity = inLots ? '1' : '10';
    await sheet.getByLabel(inLots ? 'Quantity (lots)' : 'Quantity (shares)').fill(quantity);
    if (inLots) await sheet.getByText('1 lot = 100 shares · 100 shares in total').waitFor();
    await sheet.getByRole('button', { name: 'Review' }).click();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Subscribe Success!').waitFor();

    // The IPO list opened on the server's default area; My subscriptions on the tenant's own.
    const ipoArea = definition.usMarketShow ? 'USD' : definition.currency.code;
    await open(`/applyOrder?area=${ipoArea}`);
    await card(name).getByText('Pending').waitFor();

    const operator = await staffTokenWithApi(page, 'operator');
    const pending = await call<{
      records: { id: number; stockName: string; applyUnit: number; unit: number }[];
    }>('/admin/applications?status=APPLYING', { token: operator });
    const application = pending.data.records.find((record) => record.stockName === name)!;
    expect(application.applyUnit).toBe(Number(quantity));
    const proposal = await call<{ id: number }>(`/admin/applications/${application.id}/allot`, {
      method: 'POST',
      body: { shares: application.applyUnit * application.unit },
      token: operator,
    });
    expect(proposal.code).toBe(0);
    // Four eyes: the admin approves the operator's allotment.
    const allotted = await call(`/admin/proposals/${proposal.data.id}/approve`, {
      method: 'POST',
      token: await staffTokenWithApi(page, 'admin'),
    });
    expect(allotted.code).toBe(0);

    await open(`/applyOrder?area=${ipoArea}`);
    await card(name).getByRole('button', { name: 'Funding' }).tap();
    const funding = page.getByRole('dialog', { name: 'Funding' });
    await funding.getByRole('button', { name: 'Fill amount owed' }).click();
    expect(await funding.getByLabel('Amount').inputValue()).toMatch(/^\d+\.\d\d$/);
    await funding.getByRole('button', { name: 'Review' }).click();
    await funding.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Funds Success').waitFor();
    await card(name).getByText('Finished').waitFor();

    await open('/position');
    await page.getByText(name).first().waitFor();
  });

  it('opens My subscriptions where the offerings open, and keeps the chosen area on Back', async () => {
    const areas: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ipo/pageApply')) {
        areas.push((request.postDataJSON() as { area: string }).area);
      }
    });
    const own = definition.currency.code;
    await open('/applyOrder');
    await expect.poll(() => areas.length).toBeGreaterThan(0);
    // The spec's default area, as on /stockIpo: USD where US stocks are shown.
    expect(areas[0]).toBe(definition.usMarketShow ? 'USD' : own);
    if (!definition.usMarketShow || own === 'USD') return;
    await page.getByRole('button', { name: 'Currency: USD' }).click();
    await page.getByRole('option', { name: own }).click();
    await page.waitForURL(new RegExp(`area=${own}`));
    // The demo's seeded subscription is the local IPO.
    await page.locator('article', { hasText: 'Funding' }).first().waitFor();
    await open('/account');
    await page.goBack();
    await page.getByRole('button', { name: `Currency: ${own}` }).waitFor();
  });

  it('applies to a snap-up offer only inside its window', async () => {
    await open('/preemptively/index');
    const notStarted = page.locator('article', { hasText: 'Not Started' }).first();
    const ended = page.locator('article', { hasText: 'Ended' }).first();
    await notStarted.waitFor();
    expect(await notStarted.getByRole('button').count()).toBe(0);
    expect(await ended.getByRole('button').count()).toBe(0);

    const openOffer = page.locator('article', { hasText: 'Ends in' }).first();
    await openOffer.getByRole('button', { name: 'Snap up' }).tap();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('Quantity (shares)').fill('10');
    await sheet.getByRole('button', { name: 'Review' }).click();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Subscribe Success!').waitFor();

    // The server agrees: outside the window an application is refused.
    const token = await page.evaluate(() => localStorage.getItem('token')!);
    const offers = await call<{ records: { id: number; startTime: number }[] }>('/stockSnapUp', {
      method: 'POST',
      body: { pageNum: 1, pageSize: 10 },
      token,
    });
    const upcoming = offers.data.records.find((offer) => offer.startTime > Date.now())!;
    const refused = await call('/stockSnapUp/applyOrder', {
      method: 'POST',
      body: { id: upcoming.id, amount: 10 },
      token,
    });
    expect(refused.code).not.toBe(0);
  });

  it('buys a quantitative fund, sees it locked, and is paid principal and profit when the operator settles', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token')!);
    await open('/quantitative/index');
    const product = card('Steady Income 7');
    await product.getByRole('button', { name: 'Purchase' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Steady Income 7' });
    await sheet.getByLabel('Amount').fill('999');
    await sheet.getByRole('button', { name: 'Review' }).click();
    await sheet.getByText(/The amount must be at least/).waitFor();
    await sheet.getByLabel('Amount').fill('1000');
    // 1000 × 1.2% ÷ 7 and 1000 × 2.5% ÷ 7, rounded down to the cent.
    await sheet.getByText(/1\.71 – .*3\.57/).waitFor();
    // Money moves only from the review step.
    await sheet.getByRole('button', { name: 'Review' }).click();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Buy Success!').waitFor();

    await open('/quantitativeRecords');
    await card('Steady Income 7').getByText('Locked').waitFor();

    const orders = await call<{ records: { id: number; status: string }[] }>(
      '/quantitative/orders',
      {
        method: 'POST',
        body: { pageNum: 1, pageSize: 10 },
        token,
      },
    );
    const order = orders.data.records[0]!;
    const before = await call<{ balance: string }>('/user/balance', { token });

    psql(
      DATABASE,
      `UPDATE quant_orders SET lock_end_time = now() - interval '1 minute' WHERE id = ${order.id}`,
    );
    const operator = await staffTokenWithApi(page, 'operator');
    const settled = await call(`/admin/quant/orders/${order.id}/settle`, {
      method: 'POST',
      token: operator,
    });
    expect(settled.code).toBe(0);

    const after = await call<{ balance: string }>('/user/balance', { token });
    // Principal 1000 back plus the profit at the low estimated rate: 1000 × 1.2% = 12.
    expect(cents(after.data.balance) - cents(before.data.balance)).toBe(101_200n);

    await open('/quantitativeRecords');
    await card('Steady Income 7').getByText('Finished').waitFor();
    await open('/transaction');
    const sign = definition.currency.sign;
    await page
      .locator('li', { hasText: 'Quantitative payback' })
      .getByText(`+${sign}1,000.00`)
      .first()
      .waitFor();
    await page
      .locator('li', { hasText: 'Quantitative profit' })
      .getByText(`+${sign}12.00`)
      .first()
      .waitFor();
  });
});
