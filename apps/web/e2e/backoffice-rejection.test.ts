import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { tenantsWhere } from './tenant-rules';
import { loadTenant } from '../vite/load-tenant';
import { callApi } from './account-helpers';
import { BANK_SAMPLES } from './bank-samples';
import { consoleDesk, staffPage, uploadImage as upload } from './console';
import { artifactsDir } from './paths';
import { enrolWhenRequired, registerWithApi, signInWithApi } from './sign-in';

const port = inject('port');

// The rule is the same on every tenant (tenants differ by data only): one tenant, from the data.
// The app is read in English, then in Portuguese: a tenant that opens in English and offers both.
const [tenantId] = tenantsWhere(
  (t) => t.languages.default === 'en' && t.languages.offered.includes('pt'),
) as [string];

describe(`tenant ${tenantId}: a rejection's reason reaches the investor`, () => {
  const { definition } = loadTenant(tenantId);
  const sample = BANK_SAMPLES[tenantId]!;
  const origin = `http://${tenantId}.localhost:${port}`;
  const session = consoleDesk();
  const shot = (name: string) => join(artifactsDir, `rejection-${tenantId}-${name}.png`);

  /** In the open queue, picks the investor's item and rejects it with `reason` and `note`. */
  async function rejectIn(page: Page, queue: RegExp, user: string, reason: string, note: string) {
    await page.getByRole('link', { name: queue }).click();
    await page.getByRole('button', { name: new RegExp(user) }).click({ timeout: 20_000 });
    // Without a reason the console refuses to send.
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('alert').getByText('Choose the reason for rejecting').waitFor();
    await page.getByLabel(/Reason for rejecting/).selectOption({ label: reason });
    await page.getByLabel(/Note to the investor/).fill(note);
    await page.screenshot({ path: shot(queue.source.replace(/\W/g, '')) });
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('status').getByText('Rejected').waitFor();
  }

  it(
    'staff reject KYC and a deposit with a reason; the app shows it and tells the investor',
    {
      timeout: 180_000,
    },
    async () => {
      const { investor, desk } = session;
      await investor.goto(`${origin}/unauthorized`);
      const { username: user, password } = await registerWithApi(investor, tenantId, 'rj');
      const token = await signInWithApi(investor, { username: user, password });
      await enrolWhenRequired(investor, token);
      const banks = await callApi<string[]>(investor, 'GET', '/finance/bankList', { token });
      await callApi(investor, 'POST', '/kyc', {
        token,
        body: {
          name: 'Reason Investor',
          idType: definition.kyc.idTypes[0]!.value,
          idNumber: sample.idNumber,
          ...(definition.kyc.requireBankCard ? { bank: banks[0], cardNo: sample.cardNo } : {}),
          photo: [await upload(investor, token, 'KYC')],
        },
      });
      await callApi(investor, 'POST', '/finance/deposit', {
        token,
        body: {
          amount: '5000',
          accountName: 'Reason Investor',
          bank: 'My Bank',
          accountNumber: '0099887766',
          receipt: await upload(investor, token, 'DEPOSIT'),
          authCode: `FUND-${tenantId.toUpperCase()}`,
        },
      });

      const reviewer = await staffPage(desk, origin, 'reviewer');
      await rejectIn(reviewer, /^KYC/, user, 'The ID photo cannot be read', 'The photo is blurred');
      await rejectIn(
        reviewer,
        /^Deposits/,
        user,
        'The money has not arrived in our account',
        'Nothing received by Friday',
      );

      // The investor's app, in English and then in Portuguese: the chosen reason in their language.
      await investor.evaluate((value) => localStorage.setItem('token', value), token);
      await investor.goto(`${origin}/kyc`);
      await investor
        .getByText('Reason: The ID photo cannot be read — The photo is blurred')
        .waitFor({ timeout: 20_000 });
      await investor.screenshot({ path: shot('app-kyc') });
      await investor.goto(`${origin}/depositRecord`);
      await investor
        .getByText('Reason: The money has not arrived in our account — Nothing received by Friday')
        .waitFor({ timeout: 20_000 });
      await investor.goto(`${origin}/notifications`);
      await investor.getByText('Identity verification rejected').waitFor({ timeout: 20_000 });
      await investor.getByText('Deposit rejected').waitFor();
      await investor.screenshot({ path: shot('app-notifications') });
      // In Portuguese the chosen reason is worded in Portuguese; the reviewer's words stay as typed.
      await investor.evaluate(() => localStorage.setItem('language', 'pt'));
      await investor.goto(`${origin}/kyc`);
      await investor
        .getByText('Motivo: Não é possível ler a foto do documento — The photo is blurred')
        .waitFor({ timeout: 20_000 });
      await investor.screenshot({ path: shot('app-kyc-pt') });
    },
  );
});
