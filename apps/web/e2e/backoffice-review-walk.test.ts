import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../src/i18n/messages/en.json';
import pt from '../src/i18n/messages/pt.json';
import zh from '../src/i18n/messages/zh.json';
import { loadTenant } from '../vite/load-tenant';
import { TENANT_IDS } from '../vite/tenant-id';
import { callApi } from './account-helpers';
import { BANK_SAMPLES } from './bank-samples';
import { sampleTaxId } from './kyc-tax-id';
import {
  consoleDesk,
  deskContext,
  staffPage,
  uploadImage as upload,
  type DemoStaff,
} from './console';
import { artifactsDir } from './paths';
import { enrolWhenRequired, registerWithApi, signInWithApi } from './sign-in';

const port = inject('port');
const CATALOGUES: Record<string, Record<string, string>> = { en, pt, zh };

/*
 * One walk per tenant through a review, in that tenant's colours and the investor's default
 * language: two reviewers on one item (the claim, then the stale panel), a rejection that
 * needs its reason, and the investor reading that reason in the app. Each step is one call or
 * one look, so the four tenants cost about what the two one-tenant tests they replace did.
 */
describe.each(TENANT_IDS)('tenant %s: a review from claim to the investor', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const sample = BANK_SAMPLES[tenantId]!;
  const origin = `http://${tenantId}.localhost:${port}`;
  const language = definition.languages.default;
  const words = CATALOGUES[language]!;
  /** "Reason: …" as the investor's app words a chosen reason with the reviewer's note. */
  const reasonText = (reason: string, note: string) =>
    words['records.reason']!.replace('{reason}', `${words[`rejection.${reason}`]} — ${note}`);
  const session = consoleDesk();
  const shot = (name: string) => join(artifactsDir, `review-walk-${tenantId}-${name}.png`);

  /** A staff member at their own desk (their own browser context, so their own session). */
  const desk = async (staff: DemoStaff) =>
    staffPage(await deskContext(session.browser), origin, staff);
  const panelOf = (page: Page) => page.getByRole('region', { name: 'details' });

  /** In the open queue, rejects the open item with `reason` and `note` (refused without one). */
  async function reject(page: Page, reason: string, note: string) {
    await panelOf(page).getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('alert').getByText('Choose the reason for rejecting').waitFor();
    await page
      .getByLabel(/Reason for rejecting/)
      .selectOption({ label: CATALOGUES.en![`rejection.${reason}`] });
    await page.getByLabel(/Note to the investor/).fill(note);
    await panelOf(page).getByRole('button', { name: 'Reject' }).click();
    await panelOf(page).getByRole('status').getByText('Rejected').waitFor();
  }

  it(
    'one reviewer claims, the other sees it decided; the investor reads the reason',
    { timeout: 180_000 },
    async () => {
      const { investor } = session;
      await investor.goto(`${origin}/unauthorized`);
      const credentials = await registerWithApi(investor, tenantId, 'walk');
      const user = credentials.username;
      const token = await signInWithApi(investor, credentials);
      await enrolWhenRequired(investor, token);
      const banks = await callApi<string[]>(investor, 'GET', '/finance/bankList', { token });
      await callApi(investor, 'POST', '/kyc', {
        token,
        body: {
          name: 'Walk Investor',
          idType: definition.kyc.idTypes[0]!.value,
          idNumber: sample.idNumber,
          ...sampleTaxId(definition),
          ...(definition.kyc.requireBankCard ? { bank: banks[0], cardNo: sample.cardNo } : {}),
          photo: [await upload(investor, token, 'KYC', user)],
        },
      });
      await callApi(investor, 'POST', '/finance/deposit', {
        token,
        body: {
          amount: '5000',
          accountName: 'Walk Investor',
          bank: 'My Bank',
          accountNumber: '0099887766',
          receipt: await upload(investor, token, 'DEPOSIT', user),
          authCode: `FUND-${tenantId.toUpperCase()}`,
        },
      });

      const reviewer = await desk('reviewer');
      await reviewer.getByRole('link', { name: /^KYC/ }).click();
      await reviewer.getByRole('button', { name: new RegExp(user) }).click({ timeout: 20_000 });
      const other = await desk('reviewer2');
      await other.getByRole('link', { name: /^KYC/ }).click();
      const item = other.getByRole('button', { name: new RegExp(user) });
      await item.getByText('Being reviewed by reviewer').waitFor({ timeout: 20_000 });
      await item.click();
      expect(await panelOf(other).getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);

      await reject(reviewer, 'ID_UNREADABLE', 'The photo is blurred');
      // The other's panel keeps the item it showed, marked decided: nothing swapped under it.
      await panelOf(other)
        .getByRole('status')
        .getByText('Already decided by another reviewer')
        .waitFor({ timeout: 20_000 });
      expect(await panelOf(other).getByText(user, { exact: true }).count()).toBe(1);
      await other.screenshot({ path: shot('stale') });

      await reviewer.getByRole('link', { name: /^Deposits/ }).click();
      await reviewer.getByRole('button', { name: new RegExp(user) }).click({ timeout: 20_000 });
      await reject(reviewer, 'FUNDS_NOT_RECEIVED', 'Nothing received by Friday');

      // The investor's app in their tenant's language: the chosen reason worded in it.
      await investor.evaluate(
        ({ value, lang }) => {
          localStorage.setItem('token', value);
          localStorage.setItem('language', lang);
        },
        { value: token, lang: language },
      );
      await investor.goto(`${origin}/kyc`);
      await investor
        .getByText(reasonText('ID_UNREADABLE', 'The photo is blurred'))
        .waitFor({ timeout: 20_000 });
      await investor.goto(`${origin}/depositRecord`);
      await investor
        .getByText(reasonText('FUNDS_NOT_RECEIVED', 'Nothing received by Friday'))
        .waitFor({ timeout: 20_000 });
      // The tab bar says that news waits, before the investor opens it.
      await investor.goto(`${origin}/account`);
      const accountTab = investor
        .getByRole('navigation')
        .getByRole('link', { name: new RegExp(`^${words['tab.account']}\\s*,\\s*\\d`) });
      await accountTab.waitFor({ timeout: 20_000 });
      expect(
        Number(await accountTab.locator('[aria-hidden] > span').last().textContent()),
      ).toBeGreaterThanOrEqual(2);
      await investor.goto(`${origin}/notifications`);
      await investor.getByText(words['notification.KYC_REJECTED']!).waitFor({ timeout: 20_000 });
      await investor.getByText(words['notification.DEPOSIT_REJECTED']!).waitFor();
      await investor.screenshot({ path: shot('app-notifications') });
    },
  );
});
