import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { maskNumber, type DepositMethodInfo } from '@trading/contract';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { callApi } from './account-helpers';
import { BANK_SAMPLES } from './bank-samples';
import { sampleTaxId } from './kyc-tax-id';
import {
  consoleDesk,
  deskContext,
  sidewaysOverflow,
  staffPage,
  uploadImage as upload,
  type DemoStaff,
} from './console';
import { artifactsDir } from './paths';
import { enrolWhenRequired, registerWithApi, signInWithApi } from './sign-in';

const port = inject('port');
const tenantId = 'ngn';

describe(`tenant ${tenantId}: two reviewers on one queue`, () => {
  const { definition } = loadTenant(tenantId);
  const sample = BANK_SAMPLES[tenantId]!;
  const origin = `http://${tenantId}.localhost:${port}`;
  const session = consoleDesk();
  const shot = (name: string) => join(artifactsDir, `backoffice-claims-${tenantId}-${name}.png`);

  /** A staff member at their own desk (their own browser context, so their own session). */
  const desk = async (staff: DemoStaff) =>
    staffPage(await deskContext(session.browser), origin, staff);

  /** A new investor who submitted KYC with the tenant's sample ID number; answers the login. */
  async function investorWithKyc(page: Page, name: string) {
    const credentials = await registerWithApi(page, tenantId, 'claim');
    const token = await signInWithApi(page, credentials);
    await enrolWhenRequired(page, token);
    const banks = await callApi<string[]>(page, 'GET', '/finance/bankList', { token });
    await callApi(page, 'POST', '/kyc', {
      token,
      body: {
        name,
        idType: definition.kyc.idTypes[0]!.value,
        idNumber: sample.idNumber,
        ...sampleTaxId(definition),
        ...(definition.kyc.requireBankCard ? { bank: banks[0], cardNo: sample.cardNo } : {}),
        photo: [await upload(page, token, 'KYC', credentials.username)],
      },
    });
    return { ...credentials, token };
  }

  /** Looks at the panel as it is now at a desktop and a tablet size. */
  async function look(page: Page, name: string) {
    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: shot(`${name}-${width}`), fullPage: true });
      // A panel with its checks is the widest a queue gets: nothing of it cut off at the side.
      expect(await sidewaysOverflow(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it(
    'one reviewer claims the item; the other sees who, cannot decide it, and keeps it open once decided',
    { timeout: 240_000 },
    async () => {
      const investorPage = session.investor;
      await investorPage.goto(`${origin}/unauthorized`);
      const first = await investorWithKyc(investorPage, 'Claim First');
      const second = await investorWithKyc(investorPage, 'Claim Second');

      const reviewer = await desk('reviewer');
      await reviewer.getByRole('link', { name: /^KYC/ }).click();
      await reviewer
        .getByRole('button', { name: new RegExp(first.username) })
        .click({ timeout: 20_000 });
      const panelOf = (page: Page) => page.getByRole('region', { name: 'details' });
      // The server's checks are on the panel: the second investor shares the first's ID number.
      await panelOf(reviewer)
        .getByText(/Same ID number as/)
        .waitFor();

      const other = await desk('reviewer2');
      await other.getByRole('link', { name: /^KYC/ }).click();
      const firstItem = other.getByRole('button', { name: new RegExp(first.username) });
      await firstItem.getByText('Being reviewed by reviewer').waitFor({ timeout: 20_000 });
      await firstItem.click();
      await panelOf(other).getByRole('status').getByText('Being reviewed by reviewer').waitFor();
      expect(await panelOf(other).getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
      await other.keyboard.press('a');
      await look(other, 'kyc-claimed');

      await reviewer.keyboard.press('a');
      await panelOf(reviewer).getByRole('status').getByText('Approved').waitFor();
      // The other's next refresh no longer lists the item: their panel keeps it, marked decided.
      await panelOf(other)
        .getByRole('status')
        .getByText('Already decided by another reviewer')
        .waitFor({ timeout: 20_000 });
      // Still the first investor's item (its Investor fact), not the next one swapped in.
      expect(await panelOf(other).getByText(first.username, { exact: true }).count()).toBe(1);
      expect(await panelOf(other).getByText(second.username, { exact: true }).count()).toBe(0);
      expect(await panelOf(other).getByText('Approved').count()).toBe(0);
      await look(other, 'kyc-stale');

      // The deposit panel with its checks, as the second reviewer opens it: the deposit names
      // the company account paid into (as the app's deposit form sends it).
      const offered = await callApi<DepositMethodInfo>(
        investorPage,
        'GET',
        '/finance/depositMethod',
        {
          token: second.token,
        },
      );
      const company = (offered.corporate ?? offered.personal)!;
      await callApi(investorPage, 'POST', '/finance/deposit', {
        token: second.token,
        body: {
          amount: '250000',
          accountName: 'Someone Else',
          bank: 'My Bank',
          accountNumber: '0099887766',
          receipt: await upload(investorPage, second.token, 'DEPOSIT', second.username),
          authCode: `FUND-${tenantId.toUpperCase()}`,
          paidInto: company.id,
        },
      });
      await other.getByRole('link', { name: /^Deposits/ }).click();
      await other
        .getByRole('button', { name: new RegExp(second.username) })
        .click({ timeout: 20_000 });
      await panelOf(other)
        .getByText(/Payer name differs from the KYC name/)
        .waitFor();
      await panelOf(other)
        .getByText(`Paid into ${company.bank} ${maskNumber(company.cardNo)}`, { exact: true })
        .waitFor();
      await look(other, 'deposit');
    },
  );
});
