import { tenantsCovering } from './tenant-rules';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { callApi, image, Operator } from './account-helpers';
import { phoneSession } from './browser';
import { confirmOnReview } from './review-step';
import {
  BANK_SAMPLES,
  fillBankWithdrawal,
  maskedNumber,
  SAMPLE_USDT_ADDRESS,
  saveUsableDestinations,
} from './bank-samples';
import { fillTaxIdInApp } from './kyc-tax-id';
import {
  enrolWhenRequired,
  INVESTOR_OP_PASSWORD,
  registerWithApi,
  setWithdrawalPassword,
  signInWithApi,
} from './sign-in';
import { HOME_STOCK } from './market-seam';

const port = inject('port');
const phone = phoneSession();

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
describe.each(tenantsCovering('trade unit', 'bank card at KYC', 'US market'))(
  'money confirms under a double tap, tenant %s',
  (tenantId) => {
    const { definition } = loadTenant(tenantId);
    const sample = BANK_SAMPLES[tenantId]!;
    const origin = `http://${tenantId}.localhost:${port}`;
    const code = tenantId.toUpperCase();

    it(
      'makes exactly one record per double tap and asks before a repeat',
      { timeout: 300_000 },
      async () => {
        const { page } = phone;
        const operator = await Operator.signInBeside(phone.page, origin);
        await page.goto(`${origin}/unauthorized`);
        const credentials = await registerWithApi(page, tenantId, 'tap');
        const { username } = credentials;
        const token = await signInWithApi(page, credentials);
        const secret = await enrolWhenRequired(page, token);
        await page.evaluate((value) => localStorage.setItem('token', value), token);

        // Bank deposit: a double tap on the review's Confirm, one request; the form goes to the record.
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
        await confirmOnReview(page, 'dblclick');
        await page.waitForURL(`${origin}/depositRecord`);
        expect(await countOf(page, '/finance/depositRecord', token)).toBe(1);

        // The same deposit again within minutes asks first; Cancel sends nothing.
        await fillDeposit();
        await confirmOnReview(page);
        const question = page.getByRole('alertdialog');
        await question.getByText(DUPLICATE).waitFor();
        await question.getByRole('button', { name: 'Cancel' }).click();
        expect(await countOf(page, '/finance/depositRecord', token)).toBe(1);

        // USDT deposit: one record for a double tap.
        await page.goto(`${origin}/depositUSDT`);
        await page.getByLabel('Amount (USDT)').fill('20000');
        await confirmOnReview(page, 'dblclick');
        await page.waitForURL(`${origin}/depositRecord`);
        expect(await countOf(page, '/finance/depositRecord', token)).toBe(2);

        // With both deposits approved there is cash to exchange and to buy with.
        await operator.approve('deposits', username);
        await operator.approve('deposits', username);

        if (definition.usMarketShow) {
          await page.goto(`${origin}/moneyExchange`);
          await page.getByLabel('Amount to exchange').fill('100');
          await page.getByRole('button', { name: 'Review' }).click();
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
        await fillTaxIdInApp(page, definition);
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
        await setWithdrawalPassword(page, token, secret);
        await saveUsableDestinations(page, definition, { token, username, secret }, 'Tap Investor');
        await page.goto(`${origin}/withdraw`);
        await fillBankWithdrawal(page, definition, INVESTOR_OP_PASSWORD);
        await confirmOnReview(page, 'dblclick');
        await page.waitForURL(`${origin}/withdrawRecord`);
        expect(await countOf(page, '/finance/withdrawRecord', token)).toBe(1);

        // Buy: a double tap on the review's Place order is one order.
        await page.goto(`${origin}/stock/${HOME_STOCK[tenantId]}`);
        await page.getByRole('button', { name: 'Buy' }).click();
        const sheet = page.getByRole('dialog');
        await sheet.getByRole('button', { name: 'Buy' }).click();
        await sheet.getByRole('button', { name: 'Place order' }).dblclick();
        await page.getByText('Buy Success!').waitFor();
        await page.waitForURL(`${origin}/position`);
        expect(await countOf(page, '/stockTrade/buyRecord', token)).toBe(1);

        // Sell part of it: one order.
        await page.goto(`${origin}/stock/${HOME_STOCK[tenantId]}`);
        await page.getByRole('button', { name: 'Sell', exact: true }).click();
        // Exact: the sheet also has "Sell all".
        await page.getByRole('dialog').getByRole('button', { name: 'Sell', exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).dblclick();
        await page.getByText('Sell Success!').waitFor();
        expect(await countOf(page, '/stockTrade/sellRecord', token)).toBe(1);

        // USDT withdrawal: one record.
        await page.goto(`${origin}/withdraw`);
        await page.getByRole('tab', { name: 'USDT' }).click();
        await page.getByLabel('Amount (USD)').fill('20');
        await page.getByRole('radio', { name: maskedNumber(SAMPLE_USDT_ADDRESS) }).check();
        await page.getByLabel('Withdrawal password').fill(INVESTOR_OP_PASSWORD);
        await confirmOnReview(page, 'dblclick');
        await page.waitForURL(`${origin}/withdrawRecord`);
        expect(await countOf(page, '/finance/withdrawRecord', token)).toBe(2);

        // Every offering kind, the block trade and the fund: one record per double tap.
        const areas = [...new Set(['USD', definition.currency.code])];
        const applications = async () => {
          let total = 0;
          for (const area of areas) {
            total += (
              await callApi<{ total: number }>(page, 'POST', '/ipo/pageApply', {
                token,
                body: { pageNum: 1, pageSize: 1, area },
              })
            ).total;
          }
          return total;
        };
        const confirmFirst = async (path: string, action: string, quantity?: string) => {
          await page.goto(`${origin}${path}`);
          await page.locator('article').first().getByRole('button', { name: action }).tap();
          const popup = page.getByRole('dialog');
          if (quantity) await popup.getByLabel(/^Quantity/).fill(quantity);
          await popup.getByRole('button', { name: 'Review' }).click();
          await popup.getByRole('button', { name: /^(Confirm|Buy)$/ }).dblclick();
        };
        const quantity = definition.marketBuyModel === 0 ? '1' : '10';
        let applied = await applications();
        await confirmFirst('/stockIpo', 'Subscribe', quantity);
        await page.getByText('Subscribe Success!').first().waitFor();
        expect(await applications()).toBe(++applied);
        await confirmFirst('/stockPlacement', 'Subscribe');
        await page.getByText('Subscribe Success!').first().waitFor();
        expect(await applications()).toBe(++applied);
        // A block placement takes no quantity, but it is reviewed and confirmed: never one tap.
        await confirmFirst('/blockPlacement', 'Subscribe');
        await page.getByText('Subscribe Success!').first().waitFor();
        expect(await applications()).toBe(++applied);
        await page.goto(`${origin}/preemptively/index`);
        await page
          .locator('article', { hasText: 'Ends in' })
          .first()
          .getByRole('button', { name: 'Snap up' })
          .tap();
        await page.getByRole('dialog').getByLabel('Quantity (shares)').fill('10');
        await page.getByRole('dialog').getByRole('button', { name: 'Review' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).dblclick();
        await page.getByText('Subscribe Success!').first().waitFor();
        expect(await applications()).toBe(applied + 1);

        const buys = await countOf(page, '/stockTrade/buyRecord', token);
        await confirmFirst('/blockTrade', 'Buy');
        await page.getByText('Buy Success!').first().waitFor();
        expect(await countOf(page, '/stockTrade/buyRecord', token)).toBe(buys + 1);

        await page.goto(`${origin}/quantitative/index`);
        await page
          .locator('article', { hasText: 'Steady Income 7' })
          .getByRole('button', { name: 'Purchase' })
          .tap();
        await page.getByRole('dialog').getByLabel('Amount').fill('1000');
        await page.getByRole('dialog').getByRole('button', { name: 'Review' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).dblclick();
        await page.getByText('Buy Success!').first().waitFor();
        expect(await countOf(page, '/quantitative/orders', token)).toBe(1);

        // Funding an allotment: one payment for a double tap.
        const ipoArea =
          definition.usMarketShow && definition.currency.code !== 'USD'
            ? 'USD'
            : definition.currency.code;
        const { records } = await callApi<{
          records: { id: number; kind: string; applyUnit: number; unit: number }[];
        }>(page, 'POST', '/ipo/pageApply', {
          token,
          body: { pageNum: 1, pageSize: 20, area: ipoArea },
        });
        const ipo = records.find((record) => record.kind === 'IPO')!;
        await operator.allot(ipo.id, ipo.applyUnit * ipo.unit);
        await page.goto(`${origin}/applyOrder?area=${ipoArea}`);
        const owed = page.locator('article', { hasText: 'Funding' }).first();
        await owed.getByRole('button', { name: 'Funding' }).tap();
        const funding = page.getByRole('dialog', { name: 'Funding' });
        await funding.getByRole('button', { name: 'Fill amount owed' }).click();
        await funding.getByRole('button', { name: 'Review' }).click();
        await funding.getByRole('button', { name: 'Confirm' }).dblclick();
        await page.getByText('Funds Success').first().waitFor();
        const fundings = await callApi<{ total: number }>(page, 'POST', '/finance/transaction', {
          token,
          body: { pageNum: 1, pageSize: 1, scene: 'FUNDING' },
        });
        expect(fundings.total).toBe(1);
      },
    );
  },
);
