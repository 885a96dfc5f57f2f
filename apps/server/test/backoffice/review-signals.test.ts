import type { REJECTION_REASONS } from '@trading/contract';
import { ErrorCode, nubanBankCode, nubanCheckDigit } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { financeSettings } from '../../src/db/schema';
import {
  api,
  fund,
  newInvestor,
  ok,
  pngTagged,
  saveUsableDestination,
  servicesOf,
  setOpPassword,
  uploadImage,
  type Investor,
} from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { deciding, signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

const nuban = (serial: string) => serial + nubanCheckDigit(nubanBankCode('Zenith Bank')!, serial);

/** A number no other test of the run uses: serials for NINs and NUBANs. */
let serial = 100_000_000 + Math.floor(Math.random() * 800_000_000);
const nextSerial = () => String(serial++);

describe.each(DB_KINDS)('risk signals on review items on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  const kycOf = async (me: Investor, fields: { name?: string; nin: string; cardNo: string }) =>
    ok(t.app, 'POST', '/kyc', {
      token: me.token,
      body: {
        name: fields.name ?? 'Ada Obi',
        idType: 'NIN',
        idNumber: fields.nin,
        bank: 'Zenith Bank',
        cardNo: fields.cardNo,
        photo: [await uploadImage(t.app, me, 'KYC', pngTagged(`kyc-${me.username}`))],
      },
    });
  /** Approves, or rejects with a reason of the KYC queue's list and the reviewer's note. */
  const decideKyc = async (
    me: Investor,
    verb: 'approve' | 'reject',
    refusal?: { reason: (typeof REJECTION_REASONS.kyc)[number]; note?: string },
  ) => {
    const seen = await deciding(t.app, as, 'reviewer', 'kyc', me.userId);
    await ok(t.app, 'POST', `/admin/kyc/${me.userId}/${verb}`, {
      ...seen,
      body: { ...seen.body, ...refusal },
    });
  };
  const queued = async (queue: 'kyc' | 'deposits' | 'withdrawals', id: number) =>
    (await ok(t.app, 'GET', `/admin/${queue}`, as('reviewer'))).find(
      (r: { id?: number; userId: number }) => (r.id ?? r.userId) === id,
    );

  describe('on a KYC submission', () => {
    it('names other verified or pending accounts with the same ID number or bank account', async () => {
      const nin = `1${nextSerial()}0`;
      const card = nuban(nextSerial());
      const verified = await newInvestor(t.app);
      await kycOf(verified, { nin, cardNo: card });
      await decideKyc(verified, 'approve');
      const sameNin = await newInvestor(t.app);
      // The same NIN written with spaces: compared as on the document.
      await kycOf(sameNin, {
        nin: `${nin.slice(0, 5)} ${nin.slice(5)}`,
        cardNo: nuban(nextSerial()),
      });
      const sameBank = await newInvestor(t.app);
      await kycOf(sameBank, { name: 'Bola Ade', nin: `2${nextSerial()}0`, cardNo: card });
      const alone = await newInvestor(t.app);
      await kycOf(alone, { nin: `3${nextSerial()}0`, cardNo: nuban(nextSerial()) });

      const verifiedAccount = {
        userId: verified.userId,
        username: verified.username,
        name: 'Ada Obi',
        kycStatus: 'PASSED',
      };
      expect((await queued('kyc', sameNin.userId)).signals).toMatchObject({
        sameIdNumber: [verifiedAccount],
        sameBankAccount: [],
      });
      expect((await queued('kyc', sameBank.userId)).signals).toMatchObject({
        sameIdNumber: [],
        sameBankAccount: [verifiedAccount],
      });
      expect((await queued('kyc', alone.userId)).signals).toEqual({
        sameIdNumber: [],
        sameTaxIdNumber: [],
        sameBankAccount: [],
        earlierNames: [],
        previousRejections: [],
      });
    });

    it('shows earlier rejections and a name that differs from the earlier submission', async () => {
      const me = await newInvestor(t.app);
      const nin = `4${nextSerial()}0`;
      const cardNo = nuban(nextSerial());
      await kycOf(me, { name: 'Ada Obi', nin, cardNo });
      await decideKyc(me, 'reject', { reason: 'ID_UNREADABLE', note: 'ID photo unreadable' });
      await kycOf(me, { name: 'ADA  OBI', nin, cardNo });
      const sameName = (await queued('kyc', me.userId)).signals;
      expect(sameName.earlierNames).toEqual([]);
      expect(sameName.previousRejections).toMatchObject([
        { by: 'reviewer', name: 'Ada Obi', note: 'ID photo unreadable' },
      ]);
      await decideKyc(me, 'reject', {
        reason: 'NAME_MISMATCH',
        note: 'Name does not match the ID',
      });
      await kycOf(me, { name: 'Chidi Eze', nin, cardNo });
      const renamed = (await queued('kyc', me.userId)).signals;
      // One name per person as written most recently: "ADA  OBI" and "Ada Obi" are one name.
      expect(renamed.earlierNames).toEqual(['ADA  OBI']);
      expect(renamed.previousRejections.map((r: { note: string }) => r.note)).toEqual([
        'Name does not match the ID',
        'ID photo unreadable',
      ]);
    });
  });

  describe('on a deposit', () => {
    const deposit = async (me: Investor, payer: string, receipt: Buffer, paidInto?: string) =>
      (
        await ok(t.app, 'POST', '/finance/deposit', {
          token: me.token,
          body: {
            amount: '250000',
            accountName: payer,
            bank: 'Zenith Bank',
            accountNumber: '0011223346',
            authCode: 'FUND-NGN',
            receipt: await uploadImage(t.app, me, 'DEPOSIT', receipt),
            paidInto,
          },
        })
      ).id as number;

    it('gives the investor’s KYC status and whether the payer is the KYC name', async () => {
      const verified = await newInvestor(t.app);
      await kycOf(verified, {
        name: 'Ada Obi',
        nin: `5${nextSerial()}0`,
        cardNo: nuban(nextSerial()),
      });
      await decideKyc(verified, 'approve');
      const own = await deposit(verified, 'OBI ADA', pngTagged(`own-${verified.username}`));
      const other = await deposit(verified, 'John Doe', pngTagged(`other-${verified.username}`));
      const unverified = await newInvestor(t.app);
      const none = await deposit(unverified, 'Ada Obi', pngTagged(`none-${unverified.username}`));

      expect((await queued('deposits', own)).signals).toMatchObject({
        kycStatus: 'PASSED',
        kycName: 'Ada Obi',
        payerMatchesKyc: true,
      });
      expect((await queued('deposits', other)).signals).toMatchObject({ payerMatchesKyc: false });
      expect((await queued('deposits', none)).signals).toMatchObject({
        kycStatus: null,
        kycName: null,
        payerMatchesKyc: null,
      });
    });

    it('names the company account the deposit says was paid into, and whether it is still offered', async () => {
      const me = await newInvestor(t.app);
      const offered = await ok(t.app, 'GET', '/finance/depositMethod', { token: me.token });
      const personal = offered.personal ?? offered.corporate;
      const paid = await deposit(me, 'Ada Obi', pngTagged(`paid-${me.username}`), personal.id);
      const unnamed = await deposit(me, 'Ada Obi', pngTagged(`unnamed-${me.username}`));
      const account = { id: personal.id, bank: personal.bank, account: personal.cardNo };

      expect((await queued('deposits', paid)).signals).toMatchObject({
        paidInto: account,
        paidIntoCurrent: true,
      });
      expect((await queued('deposits', unnamed)).signals).toMatchObject({
        paidInto: null,
        paidIntoCurrent: null,
      });
      expect((await queued('deposits', unnamed)).signals.companyAccounts).toContainEqual(
        expect.objectContaining(account),
      );

      // The account is replaced in the settings (as an approved settings change writes it).
      const db = servicesOf(t.app).db;
      const kind = offered.personal ? 'personal' : 'corporate';
      const [before] = await db
        .select()
        .from(financeSettings)
        .where(eq(financeSettings.tenantId, 'ngn'));
      const { id: _id, ...info } = personal;
      await db
        .update(financeSettings)
        .set({ [kind]: { ...info, cardNo: '9990001234' } })
        .where(eq(financeSettings.tenantId, 'ngn'));
      try {
        // The deposit keeps the account it was paid into, now flagged as no longer offered.
        expect((await queued('deposits', paid)).signals).toMatchObject({
          paidInto: account,
          paidIntoCurrent: false,
        });
        const refused = await api(t.app, 'POST', '/finance/deposit', {
          token: me.token,
          body: {
            amount: '250000',
            accountName: 'Ada Obi',
            bank: 'Zenith Bank',
            accountNumber: '0011223346',
            authCode: 'FUND-NGN',
            receipt: await uploadImage(t.app, me, 'DEPOSIT', pngTagged(`old-${me.username}`)),
            paidInto: personal.id,
          },
        });
        expect(refused).toMatchObject({
          code: ErrorCode.VALIDATION,
          msg: expect.stringContaining('no longer offered'),
        });
        const unknown = await api(t.app, 'POST', '/finance/deposit', {
          token: me.token,
          body: { amount: '100', usdt: true, paidInto: 'usdt-0000' },
        });
        expect(unknown).toMatchObject({ code: ErrorCode.VALIDATION });
      } finally {
        await db
          .update(financeSettings)
          .set({ [kind]: before![kind] })
          .where(eq(financeSettings.tenantId, 'ngn'));
      }
    });

    it('flags a receipt image already used on another deposit, by anyone', async () => {
      const first = await newInvestor(t.app);
      const second = await newInvestor(t.app);
      const image = pngTagged(`shared-${first.username}`);
      const original = await deposit(first, 'Ada Obi', image);
      const reused = await deposit(second, 'Ada Obi', image);
      const fresh = await deposit(second, 'Ada Obi', pngTagged(`fresh-${second.username}`));

      expect((await queued('deposits', reused)).signals.receiptUsedBefore).toMatchObject([
        {
          depositId: original,
          userId: first.userId,
          username: first.username,
          status: 'REVIEWING',
        },
      ]);
      expect((await queued('deposits', original)).signals.receiptUsedBefore).toMatchObject([
        { depositId: reused, userId: second.userId },
      ]);
      expect((await queued('deposits', fresh)).signals.receiptUsedBefore).toEqual([]);
    });
  });

  describe('on a withdrawal', () => {
    it('gives the destination’s age and whether two approvers are needed, before the first approval', async () => {
      const me = await newInvestor(t.app);
      const cardNo = nuban(nextSerial());
      await kycOf(me, { name: 'Ada Obi', nin: `6${nextSerial()}0`, cardNo });
      await decideKyc(me, 'approve');
      await fund(t.app, me, 'NGN', '3000000');
      await setOpPassword(t.app, me, '493817');
      const savedFrom = Date.now();
      await saveUsableDestination(t.app, me, {
        accountName: 'Ada Obi',
        bank: 'Zenith Bank',
        accountNumber: cardNo,
      });
      const withdraw = async (amount: string) =>
        (
          await ok(t.app, 'POST', '/finance/withdraw', {
            token: me.token,
            key: `w-${amount}`,
            body: {
              amount,
              opPwd: '493817',
              accountName: 'Ada Obi',
              bank: 'Zenith Bank',
              accountNumber: cardNo,
            },
          })
        ).id as number;
      const large = await withdraw('1500000');
      const small = await withdraw('1000');
      const settings = await ok(t.app, 'GET', '/admin/tenant', as('admin'));
      const limit = settings.withdrawalSecondApprovalAbove.NGN;

      const bigOne = (await queued('withdrawals', large)).signals;
      expect(bigOne).toMatchObject({ needsTwoApprovers: true });
      expect(Number(bigOne.secondApprovalAbove)).toBe(Number(limit));
      expect(bigOne.destinationSavedAt).toBeGreaterThanOrEqual(savedFrom - 1000);
      expect(bigOne.destinationUsableFrom).toBeLessThanOrEqual(Date.now());
      expect((await queued('withdrawals', small)).signals).toMatchObject({
        needsTwoApprovers: false,
        destinationSavedAt: bigOne.destinationSavedAt,
      });
    });
  });
});
