import { tenantsCovering } from './tenant-rules';
import { listsMasked } from '@trading/contract';
import { describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { callApi } from './account-helpers';
import { phoneSession } from './browser';
import { BANK_SAMPLES, bankCodeLabel, maskedNumber } from './bank-samples';
import { signInWithApi, stepUpWithApi } from './sign-in';

const port = inject('port');

const phone = phoneSession();

describe.each(tenantsCovering('bank fields'))(
  'tenant %s: saved banks and session end',
  (tenantId) => {
    const { definition } = loadTenant(tenantId);
    const sample = BANK_SAMPLES[tenantId]!;
    const origin = `http://${tenantId}.localhost:${port}`;
    /** Logs the demo investor in through the API and hands the token to the app. */
    const signInDemo = async (): Promise<string> => {
      await phone.page.goto(`${origin}/unauthorized`);
      const token = await signInWithApi(phone.page);
      // Saving a destination needs a step-up where the demo has a second factor (INR).
      await stepUpWithApi(phone.page, token);
      await phone.page.evaluate((value) => localStorage.setItem('token', value), token);
      return token;
    };

    it('adds, edits and deletes a bank account', async () => {
      await signInDemo();
      await phone.page.goto(`${origin}/userBank`);
      // A destination is in the KYC name (the demo's is Demo Investor; word order and case are
      // free), and not one already saved (the demo's own is the sample account). Listed, its
      // number is masked.
      const row = (holder: string) =>
        phone.page.getByText(`${holder} · ${maskedNumber(sample.otherAccountNumber)}`);
      await phone.page.getByRole('button', { name: 'Add', exact: true }).click();
      await phone.page.getByRole('button', { name: 'Bank Account' }).click();
      await phone.page.getByLabel('Account name').fill('Demo Investor');
      await phone.page.getByRole('button', { name: 'Bank Please choose' }).click();
      await phone.page.getByRole('radio', { name: sample.bank }).click();
      await phone.page.getByLabel('Account number').fill(sample.otherAccountNumber);
      if (definition.bankFields.bankCode)
        await phone.page.getByLabel(bankCodeLabel(definition)).fill(sample.bankCode!);
      if (definition.bankFields.extraCode)
        await phone.page.getByLabel(definition.bankFields.extraCode.label).fill(sample.extraCode!);
      await phone.page.getByRole('button', { name: 'Submit' }).click();
      await row('Demo Investor').waitFor();

      await row('Demo Investor').click();
      await phone.page.getByRole('button', { name: 'Edit' }).click();
      await phone.page.getByLabel('Account name').fill('INVESTOR Demo');
      // The mask is not sent back: the number is typed again, and so is a PIX key (listed masked).
      await phone.page.getByLabel('Account number').fill(sample.otherAccountNumber);
      const extraCode = definition.bankFields.extraCode;
      if (extraCode && listsMasked(extraCode.format)) {
        const key = phone.page.getByLabel(extraCode.label);
        expect(await key.inputValue()).toBe('');
        await key.fill(sample.extraCode!);
      }
      await phone.page.getByRole('button', { name: 'Submit' }).click();
      await row('INVESTOR Demo').waitFor();

      await row('INVESTOR Demo').click();
      await phone.page.getByRole('button', { name: 'Delete' }).click();
      await phone.page.getByText('Confirm deletion').waitFor();
      await phone.page.getByRole('button', { name: 'Confirm' }).click();
      await phone.page.getByText('Delete Success').waitFor();
      await row('INVESTOR Demo').waitFor({ state: 'detached' });
    });

    it('sends the user to /LoginUp when the session is revoked elsewhere or the token is forged', async () => {
      const token = await signInDemo();
      await phone.page.goto(`${origin}/account`);
      await phone.page.getByRole('button', { name: 'Logout' }).waitFor();
      // Another device logs this session out.
      const other = await phone.context.browser()!.newContext();
      const otherPage = await other.newPage();
      await otherPage.goto(`${origin}/unauthorized`);
      await callApi(otherPage, 'POST', '/user/logout', { token, body: {} });
      await other.close();
      await phone.page.goto(`${origin}/depositRecord`);
      await phone.page.waitForURL(`${origin}/LoginUp`);

      await phone.page.evaluate(() => localStorage.setItem('token', 'forged-token'));
      await phone.page.goto(`${origin}/withdrawRecord`);
      await phone.page.waitForURL(`${origin}/LoginUp`);
    });
  },
);
