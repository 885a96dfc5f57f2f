import { join } from 'node:path';
import { endpoints, type EndpointName, type RequestOf, type ResponseOf } from '@trading/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { tenantsCovering } from './tenant-rules';
import { loadTenant } from '../vite/load-tenant';
import { callApi, Operator } from './account-helpers';
import { BANK_SAMPLES, saveUsableDestinations } from './bank-samples';
import { sampleTaxId } from './kyc-tax-id';
import { consoleDesk, staffPage, uploadImage as upload, type DemoStaff } from './console';
import { artifactsDir } from './paths';
import {
  enrolWhenRequired,
  INVESTOR_OP_PASSWORD,
  registerWithApi,
  setWithdrawalPassword,
  signInWithApi,
} from './sign-in';

const port = inject('port');

describe.each(
  tenantsCovering(
    'bank fields',
    'ID type',
    'bank card at KYC',
    'trade unit',
    'second withdrawal approval',
  ),
)('tenant %s: the back-office console decides what investors ask', (tenantId) => {
  const { definition } = loadTenant(tenantId);
  const sample = BANK_SAMPLES[tenantId]!;
  const origin = `http://${tenantId}.localhost:${port}`;
  const limit = Number(definition.security.withdrawalSecondApprovalAbove[definition.currency.code]);
  const session = consoleDesk();
  /** Each console screen, kept for looking at (desktop, 1280×800). */
  const shot = (name: string) => join(artifactsDir, `backoffice-${tenantId}-${name}.png`);

  /** A staff member's console, signed in through its own form. */
  const consoleOf = (staff: DemoStaff) => staffPage(session.desk, origin, staff);

  /** Opens a queue, picks the investor's item (it arrives by itself) and approves it with the key. */
  async function approveWithKey(page: Page, queue: string, user: string, expected: string) {
    await page.getByRole('link', { name: new RegExp(`^${queue}`) }).click();
    await page.getByRole('button', { name: new RegExp(user) }).click({ timeout: 20_000 });
    await page.keyboard.press('a');
    await page.getByRole('status').getByText(expected).waitFor();
  }

  it(
    'KYC, deposit and a large withdrawal with two approvers, each step in the audit',
    { timeout: 180_000 },
    async () => {
      const { investor, desk } = session;
      await investor.goto(`${origin}/unauthorized`);
      const { username: user, password } = await registerWithApi(investor, tenantId, 'bo');
      // An investor is turned away by the console (before any second factor, which INR requires).
      const outsider = await desk.newPage();
      await outsider.goto(`${origin}/admin/`);
      await outsider.getByLabel('Username').fill(user);
      await outsider.getByLabel('Password').fill(password);
      await outsider.getByRole('button', { name: 'Sign in' }).click();
      await outsider.getByText('This account has no back-office role here').waitFor();

      const token = await signInWithApi(investor, { username: user, password });
      const secret = await enrolWhenRequired(investor, token);
      const banks = await callApi<string[]>(investor, 'GET', '/finance/bankList', { token });

      const reviewer = await consoleOf('reviewer');
      await reviewer.screenshot({ path: shot('empty') });

      await callApi(investor, 'POST', '/kyc', {
        token,
        body: {
          name: 'Console Investor',
          idType: definition.kyc.idTypes[0]!.value,
          idNumber: sample.idNumber,
          ...sampleTaxId(definition),
          ...(definition.kyc.requireBankCard ? { bank: banks[0], cardNo: sample.cardNo } : {}),
          photo: [await upload(investor, token, 'KYC'), await upload(investor, token, 'KYC')],
        },
      });
      await reviewer.getByRole('link', { name: /^KYC/ }).click();
      await reviewer.getByRole('button', { name: new RegExp(user) }).click({ timeout: 20_000 });
      await reviewer
        .getByRole('button', { name: /ID photos/ })
        .first()
        .waitFor();
      // The tax number whole, beside the ID number, for the reviewer to compare.
      const tax = sampleTaxId(definition);
      if (tax.taxIdNumber)
        await reviewer
          .getByText(`${tax.taxIdType} ${tax.taxIdNumber.replace(/[\s.-]/g, '')}`, { exact: true })
          .waitFor();
      await reviewer.screenshot({ path: shot('kyc') });
      await reviewer.keyboard.press('a');
      await reviewer.getByRole('status').getByText('Approved').waitFor();

      const deposit = String(limit * 2);
      await callApi(investor, 'POST', '/finance/deposit', {
        token,
        body: {
          amount: deposit,
          accountName: 'Console Investor',
          bank: 'My Bank',
          accountNumber: '0099887766',
          receipt: await upload(investor, token, 'DEPOSIT'),
          authCode: `FUND-${tenantId.toUpperCase()}`,
        },
      });
      await reviewer.getByRole('link', { name: /^Deposits/ }).click();
      await reviewer.getByRole('button', { name: new RegExp(user) }).click({ timeout: 20_000 });
      await reviewer.screenshot({ path: shot('deposit') });
      await reviewer.keyboard.press('a');
      await reviewer.getByRole('status').getByText('Approved').waitFor();

      await setWithdrawalPassword(investor, token, secret);
      const holder = { token, username: user, secret };
      await saveUsableDestinations(investor, definition, holder, 'Console Investor');
      const amount = String(limit + 1000);
      const withdrawal = await callApi<{ id: number }>(investor, 'POST', '/finance/withdraw', {
        token,
        body: {
          amount,
          opPwd: INVESTOR_OP_PASSWORD,
          accountName: 'Console Investor',
          bank: sample.bank,
          accountNumber: sample.accountNumber,
          ...(definition.bankFields.bankCode ? { bankCode: sample.bankCode } : {}),
          ...(definition.bankFields.extraCode ? { extraCode: sample.extraCode } : {}),
        },
      });
      await approveWithKey(
        reviewer,
        'Withdrawals',
        user,
        'First approval recorded: a second approver must approve',
      );
      // The same reviewer cannot give the second approval.
      await reviewer.keyboard.press('a');
      await reviewer
        .getByRole('alert')
        .getByText(/second, different approver/)
        .waitFor();
      await reviewer.screenshot({ path: shot('withdrawal') });

      const second = await consoleOf('reviewer2');
      await approveWithKey(second, 'Withdrawals', user, 'Approved');
      const records = await callApi<{ records: Array<{ id: number; status: string }> }>(
        investor,
        'POST',
        '/finance/withdrawRecord',
        { token, body: {} },
      );
      expect(records.records.find((r) => r.id === withdrawal.id)?.status).toBe('PASSED');

      await second.getByRole('link', { name: 'Audit' }).click();
      const rows = second.getByRole('row');
      await rows
        .filter({ hasText: `withdrawal #${withdrawal.id}` })
        .first()
        .waitFor();
      await second.screenshot({ path: shot('audit') });
      const audit = await rows.allInnerTexts();
      const actions = (action: string, by: string) =>
        audit.filter((r) => r.includes(action) && r.includes(by)).length;
      expect(actions('KYC_APPROVE', 'reviewer')).toBeGreaterThan(0);
      expect(actions('DEPOSIT_APPROVE', 'reviewer')).toBeGreaterThan(0);
      expect(actions('WITHDRAWAL_FIRST_APPROVE', 'reviewer')).toBeGreaterThan(0);
      expect(actions('WITHDRAWAL_APPROVE', 'reviewer2')).toBeGreaterThan(0);
    },
  );

  it(
    'an operator allots a subscription in Allotment and sees fund orders in Settlement; the reviewer has neither',
    { timeout: 180_000 },
    async () => {
      const { investor, desk } = session;
      await investor.goto(`${origin}/unauthorized`);
      const credentials = await registerWithApi(investor, tenantId, 'sub');
      const token = await signInWithApi(investor, credentials);
      await enrolWhenRequired(investor, token);
      /** One of the investor app's calls, typed by the contract. */
      const call = <N extends EndpointName>(name: N, body: RequestOf<N>) =>
        callApi<ResponseOf<N>>(investor, endpoints[name].method, endpoints[name].path, {
          token,
          body,
        });

      // The tenant's own IPO and an open fund: the cash they take comes from an approved deposit.
      const area = definition.currency.code;
      const [ipo] = (await call('ipoPage', { pageNum: 1, pageSize: 20, area })).records;
      const fund = (await call('quantProducts', { pageNum: 1, pageSize: 20 })).records.find(
        (p) => p.currencyType === area && p.startTime <= Date.now() && Date.now() < p.endTime,
      )!;
      const quantity = definition.marketBuyModel === 0 ? 1 : 10;
      const cost = Number(ipo!.price) * quantity * ipo!.ipoUnit + Number(fund.minBuyAmount);
      await callApi(investor, 'POST', '/finance/deposit', {
        token,
        body: {
          amount: String(Math.ceil(cost * 2)),
          accountName: 'Offer Investor',
          bank: 'My Bank',
          accountNumber: '0099887766',
          receipt: await upload(investor, token, 'DEPOSIT'),
          authCode: `FUND-${tenantId.toUpperCase()}`,
        },
      });
      await (
        await Operator.signIn(await desk.newPage(), origin)
      ).approve('deposits', credentials.username);
      const applied = await call('applyIpo', {
        id: ipo!.id,
        amount: quantity,
      });
      const order = await call('quantBuy', {
        id: fund.id,
        amount: fund.minBuyAmount,
      });

      const operator = await consoleOf('operator');
      await operator.getByRole('link', { name: 'Allotment' }).click();
      const application = operator
        .getByRole('row')
        .filter({ has: operator.getByRole('cell', { name: `#${applied.id}`, exact: true }) });
      expect(await application.getByLabel(`Shares to allot #${applied.id}`).inputValue()).toBe(
        String(applied.applyUnit * applied.unit),
      );
      await operator.screenshot({ path: shot('allot') });
      await application.getByRole('button', { name: 'Propose' }).click();
      await application.getByRole('status').filter({ hasText: 'Proposed as #' }).waitFor();
      // Four eyes: the operator cannot approve their own proposal; the admin does.
      await operator.getByRole('link', { name: 'Approvals' }).click();
      const own = operator.getByRole('region', { name: /^Proposal #/ }).filter({
        hasText: `Allotment of application #${applied.id}`,
      });
      expect(await own.getByRole('button', { name: 'Approve and apply' }).isDisabled()).toBe(true);
      const admin = await consoleOf('admin');
      await admin.getByRole('link', { name: 'Approvals' }).click();
      const card = admin.getByRole('region', { name: /^Proposal #/ }).filter({
        hasText: `Allotment of application #${applied.id}`,
      });
      await card.getByRole('cell', { name: `#${applied.id}`, exact: true }).waitFor();
      await admin.screenshot({ path: shot('approvals') });
      await card.getByRole('button', { name: 'Approve and apply' }).click();
      await card.waitFor({ state: 'detached' });
      // Allotted, it leaves the list of subscriptions waiting (read again: the admin wrote it).
      await operator.reload();
      await application.waitFor({ state: 'detached' });

      const [allotted] = (
        await call('applications', { pageNum: 1, pageSize: 20, area })
      ).records.filter((a) => a.id === applied.id);
      expect(allotted!.status).toBe('FUNDING');
      const owed = (Number(allotted!.price) * allotted!.obtainNum).toFixed(2);
      const funded = await call('funding', { id: applied.id, amount: owed });
      expect(funded.status).toBe('FINISH');

      await operator.getByRole('link', { name: 'Settlement' }).click();
      await operator.getByLabel('Status').selectOption({ label: 'Locked' });
      const locked = operator
        .getByRole('row')
        .filter({ has: operator.getByRole('cell', { name: `#${order.id}`, exact: true }) });
      await locked.getByText('Locked').waitFor();
      // Its lock-up has days to run: it cannot be settled yet, alone or with the due ones.
      expect(await locked.getByRole('button').count()).toBe(0);
      await operator.getByRole('button', { name: 'Settle all due' }).click();
      await operator
        .getByRole('status')
        .getByText(/No order was due|settled/)
        .waitFor();
      await locked.getByText('Locked').waitFor();
      await operator.screenshot({ path: shot('settle') });

      await operator.getByRole('link', { name: 'Audit' }).click();
      await operator
        .getByRole('row')
        .filter({
          has: operator.getByRole('cell', { name: `application #${applied.id}`, exact: true }),
        })
        .filter({ hasText: 'APPLICATION_ALLOT' })
        // Written, and audited, by the approver (four eyes).
        .filter({ hasText: 'admin' })
        .waitFor();

      const reviewer = await consoleOf('reviewer');
      await reviewer.getByText('reviewer · Reviewer').waitFor();
      const tabs = reviewer.getByRole('navigation', { name: 'queues' });
      expect(await tabs.getByRole('link', { name: 'Settlement' }).count()).toBe(0);
      expect(await tabs.getByRole('link', { name: 'Allotment' }).count()).toBe(0);
    },
  );
});
