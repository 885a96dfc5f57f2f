import { tenantsCovering } from './tenant-rules';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { loadTenant } from '../vite/load-tenant';
import { callApi, image, Operator } from './account-helpers';
import { phoneSession } from './browser';
import { confirmOnReview } from './review-step';
import { labelIn } from '@trading/contract/tenant';
import {
  BANK_SAMPLES,
  fillBankWithdrawal,
  maskedNumber,
  saveUsableDestinations,
} from './bank-samples';
import { fillTaxIdInApp } from './kyc-tax-id';
import { enrolWhenRequired, INVESTOR_OP_PASSWORD, setWithdrawalPassword } from './sign-in';

const port = inject('port');

const phone = phoneSession();

/** Unique per run so the suite can be repeated against the same server. */
const username = (tenantId: string) => `e2e_${tenantId}_${Date.now().toString(36)}`.slice(0, 20);

describe.each(
  tenantsCovering(
    'bank fields',
    'ID type',
    'tax number at KYC',
    'bank card at KYC',
    'two-factor policy',
  ),
)('tenant %s: from registration to a withdrawal', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const sample = BANK_SAMPLES[tenantId]!;
  const origin = `http://${tenantId}.localhost:${port}`;
  const code = tenantId.toUpperCase();
  let operator: Operator;

  beforeEach(async () => {
    operator = await Operator.signInBeside(phone.page, origin);
  });

  const toast = (text: string) => phone.page.getByText(text, { exact: true }).first().waitFor();
  const submit = () => phone.page.getByRole('button', { name: 'Submit' }).click();

  // A dozen screens and three operator decisions: longer than the suite's 60 s on a busy machine.
  it(
    'registers, verifies, deposits, exchanges, withdraws and sees every movement',
    { timeout: 180_000 },
    async () => {
      const user = username(tenantId);

      // Register, then log in.
      await phone.page.goto(`${origin}/register`);
      await phone.page.getByLabel('Username').fill(user);
      await phone.page.getByLabel('Password', { exact: true }).fill('abc123');
      await phone.page.getByLabel('Repeat password').fill('abc123');
      await phone.page.getByLabel('Authorization code').fill(`JOIN-${code}`);
      await phone.page.getByRole('checkbox').check();
      await phone.page.getByRole('button', { name: 'Register' }).click();
      await phone.page.waitForURL(`${origin}/login`);
      // The URL changes before the lazily loaded login screen replaces the register form.
      await phone.page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      await phone.page.getByLabel('Username').fill(user);
      await phone.page.getByLabel('Password').fill('abc123');
      await phone.page.getByRole('checkbox').check();
      await phone.page.getByRole('button', { name: 'Login', exact: true }).click();
      // Where the tenant requires a second factor, sign-in leads to its set-up, and money
      // waits for it: turn it on first.
      const enrolFirst = definition.security.twoFactor === 'required';
      await phone.page.waitForURL(`${origin}${enrolFirst ? '/account/two-factor' : '/account'}`);
      const session = await phone.page.evaluate(() => localStorage.getItem('token'));
      const secret = await enrolWhenRequired(phone.page, session!);
      if (enrolFirst) await phone.page.goto(`${origin}/account`);
      await phone.page.getByText('Unverified').waitFor();

      // KYC with two photos; the operator approves it.
      await phone.page.getByRole('button', { name: 'Withdrawal', exact: true }).click();
      await phone.page.waitForURL(`${origin}/openKyc`);
      await phone.page.getByRole('button', { name: 'Verify now' }).click();
      await phone.page.waitForURL(`${origin}/kyc`);
      await phone.page.getByText('Not Verified').waitFor();
      await phone.page.getByLabel('Name', { exact: true }).fill('E2E Investor');
      await phone.page.getByRole('button', { name: /^ID type / }).click();
      await phone.page.getByRole('radio').first().click();
      await phone.page.getByLabel('ID number').fill(sample.idNumber);
      await fillTaxIdInApp(phone.page, definition);
      await phone.page
        .getByLabel('ID photo')
        .setInputFiles([image('front.png'), image('back.png')]);
      await expect.poll(() => phone.page.locator('[data-status="done"]').count()).toBe(2);
      if (definition.kyc.requireBankCard) {
        await phone.page.getByRole('button', { name: /^Bank / }).click();
        await phone.page.getByRole('radio').first().click();
        await phone.page.getByLabel('Card number').fill(sample.cardNo!);
      }
      await submit();
      await toast('Submit Success!');
      await phone.page.getByText('Under Review').waitFor();
      // The tax number reads back masked once submitted.
      if (definition.kyc.taxId)
        expect(
          await phone.page
            .getByLabel(labelIn(definition.kyc.taxId, 'en'), { exact: true })
            .inputValue(),
        ).toBe(maskedNumber(sample.taxIdNumber!));
      await operator.approveKyc(user);

      // Deposit to the corporate account with a receipt; the operator approves it.
      await phone.page.goto(`${origin}/depositList`);
      await phone.page.getByRole('button', { name: 'Corporate account' }).click();
      await phone.page.getByRole('textbox', { name: 'Authorization code' }).fill(`FUND-${code}`);
      await phone.page.getByRole('button', { name: 'Confirm' }).click();
      await phone.page.waitForURL(`${origin}/depositMethod?type=corporate`);
      await phone.page.getByLabel('Amount', { exact: true }).fill('5000');
      await phone.page.getByLabel('Account name', { exact: true }).fill('E2E Investor');
      await phone.page.getByLabel('Account number', { exact: true }).fill('0099887766');
      await phone.page.getByLabel('Bank name').fill('My Bank');
      await phone.page.getByLabel('Receipt').setInputFiles([image('receipt.png')]);
      await expect.poll(() => phone.page.locator('[data-status="done"]').count()).toBe(1);
      await confirmOnReview(phone.page);
      await phone.page.waitForURL(`${origin}/depositRecord`);
      await phone.page.getByText('Pending').waitFor();
      await operator.approve('deposits', user);
      await phone.page.reload();
      await phone.page.getByText('Approved').waitFor();

      // The balance shows it, and the account is verified now.
      await phone.page.goto(`${origin}/account`);
      await phone.page.getByText('Verified', { exact: true }).waitFor();
      const sign = definition.currency.sign;
      await phone.page.getByText(`${sign}5,000.00`).first().waitFor();

      // Exchange part of it to dollars where the tenant shows the US market.
      let left = 5000;
      if (definition.usMarketShow) {
        await phone.page.getByRole('button', { name: 'Exchange', exact: true }).click();
        await phone.page.waitForURL(`${origin}/moneyExchange`);
        await phone.page.getByLabel('Amount to exchange').fill('9999');
        await phone.page.getByText('Insufficient balance').waitFor();
        expect(await phone.page.getByRole('button', { name: 'Review' }).isDisabled()).toBe(true);
        await phone.page.getByLabel('Amount to exchange').fill('1000');
        await phone.page.getByRole('button', { name: 'Review' }).click();
        await phone.page.getByRole('button', { name: 'Confirm' }).click();
        await toast('Exchange Success');
        left -= 1000;
      }

      // A withdrawal password (after a fresh proof), then a bank withdrawal the operator approves.
      const token = await phone.page.evaluate(() => localStorage.getItem('token')!);
      await setWithdrawalPassword(phone.page, token, secret);
      // Money leaves only to a saved destination, in the KYC name, once cooled off.
      await saveUsableDestinations(
        phone.page,
        definition,
        { token, username: user, secret },
        'E2E Investor',
      );
      await phone.page.goto(`${origin}/withdraw`);
      await fillBankWithdrawal(phone.page, definition, INVESTOR_OP_PASSWORD);
      const sentWithdrawal = phone.page.waitForRequest('**/api/finance/withdraw');
      await confirmOnReview(phone.page);
      await phone.page.waitForURL(`${origin}/withdrawRecord`);
      await phone.page.getByText('Pending').waitFor();
      await operator.approve('withdrawals', user);
      await phone.page.reload();
      await phone.page.getByText('Approved').waitFor();
      left -= 1000;

      // A second withdrawal the operator refuses: its money comes back as its refund.
      await callApi(phone.page, 'POST', '/finance/withdraw', {
        token,
        body: (await sentWithdrawal).postDataJSON(),
      });
      const refused = await operator.reject('withdrawals', user, 'Account name does not match');
      await phone.page.goto(`${origin}/transaction`);
      await phone.page.getByText(`Refund of withdrawal #${refused}`).waitFor();
      await phone.page.getByText('Reason: Account name does not match').waitFor();

      // The ledger lists the deposit, the exchange and the withdrawal; the balance agrees.
      await phone.page.goto(`${origin}/transaction`);
      await phone.page.getByText('Deposit', { exact: true }).waitFor();
      await phone.page.getByText('Withdrawal', { exact: true }).first().waitFor();
      if (definition.usMarketShow) {
        await phone.page.getByText('Exchange', { exact: true }).first().waitFor();
        await phone.page.goto(`${origin}/exchangeRecord`);
        await phone.page.getByText(`${definition.currency.code} → USD`).waitFor();
      }
      await phone.page.goto(`${origin}/account`);
      await phone.page
        .getByText(`${sign}${left.toLocaleString('en-US')}.00`)
        .first()
        .waitFor();
    },
  );
});
