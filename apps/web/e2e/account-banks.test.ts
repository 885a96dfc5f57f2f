import { TenantId } from '@trading/contract/tenant';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { callApi, preferEnglish } from './account-helpers';
import { launchBrowser, phoneContext } from './browser';

const port = inject('port');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(TenantId.options)('tenant %s: saved banks and session end', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const origin = `http://${tenantId}.localhost:${port}`;
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await phoneContext(browser);
    await preferEnglish(context);
    page = await context.newPage();
    return () => context.close();
  });

  /** Logs the demo investor in through the API and hands the token to the app. */
  const signInDemo = async (): Promise<string> => {
    await page.goto(`${origin}/unauthorized`);
    const { token } = await callApi<{ token: string }>(page, 'POST', '/user/login', {
      body: { username: 'demo', password: 'demo12' },
    });
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    return token;
  };

  it('adds, edits and deletes a bank account', async () => {
    await signInDemo();
    await page.goto(`${origin}/userBank`);
    const holder = `Holder ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Bank Account' }).click();
    await page.getByLabel('Account name').fill(holder);
    await page.getByRole('button', { name: 'Bank Please choose' }).click();
    await page.getByRole('radio').first().click();
    await page.getByLabel('Account number').fill('123456789');
    if (definition.bankFields.bankCode) await page.getByLabel('Bank code').fill('001');
    if (definition.bankFields.extraCode)
      await page.getByLabel(definition.bankFields.extraCode.label).fill('CODE0000001');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(`${holder} · 123456789`).waitFor();

    await page.getByText(`${holder} · 123456789`).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Account number').fill('987654321');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(`${holder} · 987654321`).waitFor();

    await page.getByText(`${holder} · 987654321`).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Confirm deletion').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Delete Success').waitFor();
    await page.getByText(`${holder} · 987654321`).waitFor({ state: 'detached' });
  });

  it('sends the user to /LoginUp when the session is revoked elsewhere or the token is forged', async () => {
    const token = await signInDemo();
    await page.goto(`${origin}/account`);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    // Another device logs this session out.
    const other = await context.browser()!.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(`${origin}/unauthorized`);
    await callApi(otherPage, 'POST', '/user/logout', { token, body: {} });
    await other.close();
    await page.goto(`${origin}/depositRecord`);
    await page.waitForURL(`${origin}/LoginUp`);

    await page.evaluate(() => localStorage.setItem('token', 'forged-token'));
    await page.goto(`${origin}/withdrawRecord`);
    await page.waitForURL(`${origin}/LoginUp`);
  });
});
