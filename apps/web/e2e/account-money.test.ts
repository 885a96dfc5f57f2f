import { TenantId } from '@trading/contract/tenant';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { image, Operator, preferEnglish } from './account-helpers';
import { launchBrowser, phoneContext } from './browser';

const port = inject('port');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Unique per run so the suite can be repeated against the same server. */
const username = (tenantId: string) => `e2e_${tenantId}_${Date.now().toString(36)}`.slice(0, 20);

describe.each(TenantId.options)('tenant %s: from registration to a withdrawal', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const origin = `http://${tenantId}.localhost:${port}`;
  const code = tenantId.toUpperCase();
  let context: BrowserContext;
  let page: Page;
  let operator: Operator;

  beforeEach(async () => {
    context = await phoneContext(browser);
    await preferEnglish(context);
    page = await context.newPage();
    operator = await Operator.signIn(await context.newPage(), origin);
    return () => context.close();
  });

  const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
  const submit = () => page.getByRole('button', { name: 'Submit' }).click();

  // A dozen screens and three operator decisions: longer than the suite's 60 s on a busy machine.
  it(
    'registers, verifies, deposits, exchanges, withdraws and sees every movement',
    { timeout: 180_000 },
    async () => {
      const user = username(tenantId);

      // Register, then log in.
      await page.goto(`${origin}/register`);
      await page.getByLabel('Username').fill(user);
      await page.getByLabel('Password', { exact: true }).fill('abc123');
      await page.getByLabel('Repeat password').fill('abc123');
      await page.getByLabel('Authorization code').fill(`JOIN-${code}`);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Register' }).click();
      await page.waitForURL(`${origin}/login`);
      // The URL changes before the lazily loaded login screen replaces the register form.
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      await page.getByLabel('Username').fill(user);
      await page.getByLabel('Password').fill('abc123');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${origin}/account`);
      await page.getByText('Unverified').waitFor();

      // KYC with two photos; the operator approves it.
      await page.getByRole('button', { name: 'Withdrawal', exact: true }).click();
      await page.waitForURL(`${origin}/openKyc`);
      await page.getByRole('button', { name: 'Verify now' }).click();
      await page.waitForURL(`${origin}/kyc`);
      await page.getByText('Not Verified').waitFor();
      await page.getByLabel('Name', { exact: true }).fill('E2E Investor');
      await page.getByRole('button', { name: /^ID type / }).click();
      await page.getByRole('radio').first().click();
      await page.getByLabel('ID number').fill('ID-0001');
      await page.getByLabel('ID photo').setInputFiles([image('front.png'), image('back.png')]);
      await expect.poll(() => page.locator('[data-status="done"]').count()).toBe(2);
      if (definition.kyc.requireBankCard) {
        await page.getByRole('button', { name: /^Bank / }).click();
        await page.getByRole('radio').first().click();
        await page.getByLabel('Card number').fill('0123456789');
      }
      await submit();
      await toast('Submit Success!');
      await page.getByText('Under Review').waitFor();
      await operator.approveKyc(user);

      // Deposit to the corporate account with a receipt; the operator approves it.
      await page.goto(`${origin}/depositList`);
      await page.getByRole('button', { name: 'Corporate account' }).click();
      await page.getByRole('textbox', { name: 'Authorization code' }).fill(`FUND-${code}`);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(`${origin}/depositMethod?type=corporate`);
      await page.getByLabel('Amount', { exact: true }).fill('5000');
      await page.getByLabel('Account name', { exact: true }).fill('E2E Investor');
      await page.getByLabel('Account number', { exact: true }).fill('0099887766');
      await page.getByLabel('Bank name').fill('My Bank');
      await page.getByLabel('Receipt').setInputFiles([image('receipt.png')]);
      await expect.poll(() => page.locator('[data-status="done"]').count()).toBe(1);
      await submit();
      await page.waitForURL(`${origin}/depositRecord`);
      await page.getByText('Pending').waitFor();
      await operator.approve('deposits', user);
      await page.reload();
      await page.getByText('Approved').waitFor();

      // The balance shows it, and the account is verified now.
      await page.goto(`${origin}/account`);
      await page.getByText('Verified', { exact: true }).waitFor();
      const sign = definition.currency.sign;
      await page.getByText(`${sign}5,000.00`).first().waitFor();

      // Exchange part of it to dollars where the tenant shows the US market.
      let left = 5000;
      if (definition.usMarketShow) {
        await page.getByRole('button', { name: 'Exchange', exact: true }).click();
        await page.waitForURL(`${origin}/moneyExchange`);
        await page.getByLabel('Amount to exchange').fill('9999');
        await page.getByText('Insufficient balance').waitFor();
        expect(await page.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
        await page.getByLabel('Amount to exchange').fill('1000');
        await page.getByRole('button', { name: 'Confirm' }).click();
        await toast('Exchange Success');
        left -= 1000;
      }

      // A withdrawal password, then a bank withdrawal the operator approves.
      await page.goto(`${origin}/resetOpPassword`);
      await page.getByLabel('Withdrawal password').fill('123456');
      await page.getByLabel('Repeat password').fill('123456');
      await submit();
      await toast('Operation success!');
      await page.goto(`${origin}/withdraw`);
      await page.getByLabel('Amount', { exact: true }).fill('1000');
      await page.getByLabel('Account name', { exact: true }).fill('E2E Investor');
      await page.getByRole('button', { name: /^Bank / }).click();
      await page.getByRole('radio').first().click();
      await page.getByLabel('Account number', { exact: true }).fill('0099887766');
      if (definition.bankFields.bankCode) await page.getByLabel('Bank code').fill('001');
      if (definition.bankFields.extraCode)
        await page.getByLabel(definition.bankFields.extraCode.label).fill('CODE0000001');
      await page.getByLabel('Withdrawal password').fill('123456');
      await submit();
      await page.waitForURL(`${origin}/withdrawRecord`);
      await page.getByText('Pending').waitFor();
      await operator.approve('withdrawals', user);
      await page.reload();
      await page.getByText('Approved').waitFor();
      left -= 1000;

      // The ledger lists the deposit, the exchange and the withdrawal; the balance agrees.
      await page.goto(`${origin}/transaction`);
      await page.getByText('Deposit', { exact: true }).waitFor();
      await page.getByText('Withdrawal', { exact: true }).waitFor();
      if (definition.usMarketShow) {
        await page.getByText('Exchange', { exact: true }).first().waitFor();
        await page.goto(`${origin}/exchangeRecord`);
        await page.getByText(`${definition.currency.code} → USD`).waitFor();
      }
      await page.goto(`${origin}/account`);
      await page
        .getByText(`${sign}${left.toLocaleString('en-US')}.00`)
        .first()
        .waitFor();
    },
  );
});
