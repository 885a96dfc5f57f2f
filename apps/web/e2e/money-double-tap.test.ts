import { TenantId } from '@trading/contract/tenant';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { callApi, image, Operator } from './account-helpers';
import { phoneSession } from './browser';
import { BANK_SAMPLES, bankCodeLabel } from './bank-samples';

const port = inject('port');
const phone = phoneSession();

/** A listed stock of each tenant's home market (the server's instrument table). */
const HOME_STOCK: Record<TenantId, number> = { ngn: 1001, inr: 2001, brl: 3001, usd: 4001 };

const DUPLICATE = 'You already submitted this — submit another?';

/** How many records a paged list holds for the signed-in user. */
async function countOf(page: Page, path: string, token: string): Promise<number> {
  const list = await callApi<{ total: number }>(page, 'POST', path, {
    token,
    body: { pageNum: 1, pageSize: 1 },
  });
  return list.total;
}

/*
 * A hurried thumb on every money confirm a fresh investor can reach: a double tap is one
 * record, and the same request again asks before it is sent. The shared send path behind
 * these is the one every other money confirm uses (withdrawals, offerings, funds).
 */
describe.each(TenantId.options)('money confirms under a double tap, tenant %s', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const sample = BANK_SAMPLES[tenantId];
  const origin = `http://${tenantId}.localhost:${port}`;
  const code = tenantId.toUpperCase();

  it(
    'makes exactly one record per double tap and asks before a repeat',
    { timeout: 180_000 },
    async () => {
      const { page } = phone;
      const operator = await Operator.signIn(await phone.context.newPage(), origin);
      const username = `tap_${tenantId}_${Date.now().toString(36)}`.slice(0, 20);
      await page.goto(`${origin}/unauthorized`);
      await callApi(page, 'POST', '/user/register', {
        body: { username, password: 'abc123', authCode: `JOIN-${code}` },
      });
      const { token } = await callApi<{ token: string }>(page, 'POST', '/user/login', {
        body: { username, password: 'abc123' },
      });
      await page.evaluate((value) => localStorage.setItem('token', value), token);

      // Bank deposit: a double tap on Submit, one request; the form goes to the record.
      const fillDeposit = async () => {
        await page.goto(`${origin}/depositList`);
        await page.getByRole('button', { name: 'Corporate account' }).click();
        await page.getByRole('textbox', { name: 'Authorization code' }).fill(`FUND-${code}`);
        await page.getByRole('button', { name: 'Confirm' }).click();
        await page.waitForURL(`${origin}/depositMethod?type=corporate`);
        await page.getByLabel('Amount', { exact: true }).fill('200000');
        await page.getByLabel('Account name', { exact: true }).fill('Tap Investor');
        await page.getByLabel('Account number', { exact: true }).fill('0099887766');
        await page.getByLabel('Bank name').fill('My Bank');
        await page.getByLabel('Receipt').setInputFiles([image('receipt.png')]);
        await expect.poll(() => page.locator('[data-status="done"]').count()).toBe(1);
      };
      await fillDeposit();
      await page.getByRole('button', { name: 'Submit' }).dblclick();
      await page.waitForURL(`${origin}/depositRecord`);
      expect(await countOf(page, '/finance/depositRecord', token)).toBe(1);

      // The same deposit again within minutes asks first; Cancel sends nothing.
      await fillDeposit();
      await page.getByRole('button', { name: 'Submit' }).click();
      const question = page.getByRole('alertdialog');
      await question.getByText(DUPLICATE).waitFor();
      await question.getByRole('button', { name: 'Cancel' }).click();
      expect(await countOf(page, '/finance/depositRecord', token)).toBe(1);

      // USDT deposit: one record for a double tap.
      await page.goto(`${origin}/depositUSDT`);
      await page.getByLabel('Amount (USDT)').fill('25');
      await page.getByRole('button', { name: 'Submit' }).dblclick();
      await page.waitForURL(`${origin}/depositRecord`);
      expect(await countOf(page, '/finance/depositRecord', token)).toBe(2);

      // With the bank deposit approved there is cash to exchange and to buy with.
      await operator.approve('deposits', username);

      if (definition.usMarketShow) {
        await page.goto(`${origin}/moneyExchange`);
        await page.getByLabel('Amount to exchange').fill('100');
        await page.getByRole('button', { name: 'Confirm' }).dblclick();
        await page.getByText('Exchange Success').first().waitFor();
        expect(await countOf(page, '/exchange/exchangeRecord', token)).toBe(1);
      }

      // Bank withdrawal: verified (KYC approved) with a withdrawal password, one record.
      await page.goto(`${origin}/kyc`);
      await page.getByLabel('Name', { exact: true }).fill('Tap Investor');
      await page.getByRole('button', { name: /^ID type / }).click();
      await page.getByRole('radio').first().click();
      await page.getByLabel('ID number').fill(sample.idNumber);
      await page.getByLabel('ID photo').setInputFiles([image('front.png')]);
      await expect.poll(() => page.locator('[data-status="done"]').count()).toBe(1);
      if (definition.kyc.requireBankCard) {
        await page.getByRole('button', { name: /^Bank / }).click();
        await page.getByRole('radio').first().click();
        await page.getByLabel('Card number').fill(sample.cardNo!);
      }
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Under Review').waitFor();
      await operator.approveKyc(username);
      await callApi(page, 'PUT', '/user/opPwd', { token, body: { password: '123456' } });
      await page.goto(`${origin}/withdraw`);
      await page.getByLabel('Amount', { exact: true }).fill('1000');
      await page.getByLabel('Account name', { exact: true }).fill('Tap Investor');
      await page.getByRole('button', { name: /^Bank / }).click();
      await page.getByRole('radio').first().click();
      await page.getByLabel('Account number', { exact: true }).fill(sample.accountNumber);
      if (definition.bankFields.bankCode)
        await page.getByLabel(bankCodeLabel(definition)).fill(sample.bankCode!);
      if (definition.bankFields.extraCode)
        await page.getByLabel(definition.bankFields.extraCode.label).fill(sample.extraCode!);
      await page.getByLabel('Withdrawal password').fill('123456');
      await page.getByRole('button', { name: 'Submit' }).dblclick();
      await page.waitForURL(`${origin}/withdrawRecord`);
      expect(await countOf(page, '/finance/withdrawRecord', token)).toBe(1);

      // Buy: a double tap on the sheet's Buy is one order.
      await page.goto(`${origin}/stock/${HOME_STOCK[tenantId]}`);
      await page.getByRole('button', { name: 'Buy' }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('button', { name: 'Buy' }).dblclick();
      await page.getByText('Buy Success!').waitFor();
      await page.waitForURL(`${origin}/position`);
      expect(await countOf(page, '/stockTrade/buyRecord', token)).toBe(1);
    },
  );
});
