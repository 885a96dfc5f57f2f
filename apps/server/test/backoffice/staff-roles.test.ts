import { ERRORS, nubanBankCode, nubanCheckDigit } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../src/seed/demo-accounts';
import {
  api,
  expectLedgerConsistent,
  fund,
  newInvestor,
  NGN_KYC,
  ok,
  uploadImage,
  type Investor,
  saveUsableDestination,
  setOpPassword,
} from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { deciding, signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

const FORBIDDEN = ERRORS.FORBIDDEN.code;

type Queue = 'kyc' | 'deposits' | 'withdrawals';

describe.each(DB_KINDS)('back-office roles on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  it('tells each seeded account its role and what it may do', async () => {
    for (const s of DEMO_STAFF) {
      const me = await ok(t.app, 'GET', '/admin/me', as(s.username));
      expect(me).toMatchObject({ username: s.username, role: s.role });
    }
    expect((await ok(t.app, 'GET', '/admin/me', as('reviewer'))).permissions).toEqual(['review']);
    expect((await ok(t.app, 'GET', '/admin/me', as('admin'))).permissions).toContain('administer');
  });

  it('lets a reviewer decide the queues but not settle or publish', async () => {
    expect((await api(t.app, 'GET', '/admin/kyc', as('reviewer'))).code).toBe(0);
    expect((await api(t.app, 'POST', '/admin/quant/settle', as('reviewer'))).code).toBe(FORBIDDEN);
    expect((await api(t.app, 'GET', '/admin/applications', as('reviewer'))).code).toBe(FORBIDDEN);
    expect((await api(t.app, 'GET', '/admin/ledger/audit', as('reviewer'))).code).toBe(FORBIDDEN);
    expect((await api(t.app, 'GET', '/admin/applications', as('admin'))).code).toBe(0);
  });

  describe('a withdrawal above the tenant limit', () => {
    let me: Investor;
    let id: number;
    beforeAll(async () => {
      me = await newInvestor(t.app);
      await fund(t.app, me, 'NGN', '3000000');
      await ok(t.app, 'POST', '/kyc', {
        token: me.token,
        body: {
          name: 'Ada Obi',
          idType: 'NIN',
          idNumber: '12345678901',
          bank: 'Zenith Bank',
          cardNo: '0011223346',
          photo: [await uploadImage(t.app, me, 'KYC')],
        },
      });
      await ok(
        t.app,
        'POST',
        `/admin/kyc/${me.userId}/approve`,
        await deciding(t.app, as, 'reviewer', 'kyc', me.userId),
      );
    });

    const status = async () => {
      const page = await ok(t.app, 'POST', '/finance/withdrawRecord', {
        token: me.token,
        body: {},
      });
      return page.records.find((r: { id: number }) => r.id === id)?.status;
    };

    it('is paid out only after two different approvers', async () => {
      await setOpPassword(t.app, me, '482916');
      await saveUsableDestination(t.app, me, {
        accountName: 'Ada Obi',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
      });
      id = (
        await ok(t.app, 'POST', '/finance/withdraw', {
          token: me.token,
          key: 'big-withdrawal',
          body: {
            amount: '1500000',
            opPwd: '482916',
            accountName: 'Ada Obi',
            bank: 'Zenith Bank',
            accountNumber: '0011223346',
          },
        })
      ).id;
      const seen = await deciding(t.app, as, 'reviewer', 'withdrawals', id);
      const first = await ok(t.app, 'POST', `/admin/withdrawals/${id}/approve`, seen);
      expect(first).toEqual({ id, status: 'REVIEWING' });
      // Pressed again on the panel as it was: the change since is their own first approval,
      // so they are told why they cannot approve, not that someone else decided.
      const pressedAgain = await api(t.app, 'POST', `/admin/withdrawals/${id}/approve`, seen);
      expect(pressedAgain.code).toBe(ERRORS.INVALID_STATE.code);
      expect(pressedAgain.msg).toMatch(/second, different approver/);
      expect(await status()).toBe('REVIEWING');
      const pending = await ok(t.app, 'GET', '/admin/withdrawals', as('reviewer'));
      expect(pending).toContainEqual(
        expect.objectContaining({ id, firstApprover: 'reviewer', held: '1500000.00' }),
      );
      const again = await api(
        t.app,
        'POST',
        `/admin/withdrawals/${id}/approve`,
        await deciding(t.app, as, 'reviewer', 'withdrawals', id),
      );
      expect(again.code).toBe(ERRORS.INVALID_STATE.code);
      expect(again.msg).toMatch(/second, different approver/);
      const second = await ok(
        t.app,
        'POST',
        `/admin/withdrawals/${id}/approve`,
        await deciding(t.app, as, 'reviewer2', 'withdrawals', id),
      );
      expect(second).toEqual({ id, status: 'PASSED' });
      expect(await status()).toBe('PASSED');
      await expectLedgerConsistent(t.app);
      const audit = await ok(t.app, 'GET', '/admin/audit', {
        ...as('admin'),
        query: { limit: 200 },
      });
      const actions = audit.entries
        .filter(
          (a: { targetType: string; targetId: string }) =>
            a.targetType === 'withdrawal' && a.targetId === String(id),
        )
        .map((a: { action: string; operatorName: string }) => `${a.action} ${a.operatorName}`);
      expect(actions).toEqual([
        'WITHDRAWAL_APPROVE reviewer2',
        'WITHDRAWAL_FIRST_APPROVE reviewer',
      ]);
    });
  });

  describe('segregation of duties', () => {
    const STAFF_NOT_INVESTOR = ERRORS.STAFF_NOT_INVESTOR.code;
    const CONFLICT = ERRORS.CONFLICT_OF_INTEREST.code;
    /** A Zenith Bank NUBAN with its check digit, from a 9-digit serial. */
    const nuban = (serial: string) =>
      serial + nubanCheckDigit(nubanBankCode('Zenith Bank')!, serial);
    const STAFF_ID = '55555555555';
    const STAFF_BANK = nuban('555555555');
    const userIdOf = async (login: string) =>
      (await ok(t.app, 'GET', '/admin/me', as(login))).userId as number;
    const kycOf = async (investor: Investor, fields: Partial<typeof NGN_KYC>) =>
      ok(t.app, 'POST', '/kyc', {
        token: investor.token,
        body: { ...NGN_KYC, ...fields, photo: [await uploadImage(t.app, investor, 'KYC')] },
      });
    const depositOf = async (token: string, accountNumber: string, key: string) =>
      api(t.app, 'POST', '/finance/deposit', {
        token,
        key,
        body: {
          amount: '5000000',
          accountName: 'Ada Obi',
          bank: 'Zenith Bank',
          accountNumber,
          receipt: await uploadImage(
            t.app,
            { token, host: 'ngn.localhost' } as Investor,
            'DEPOSIT',
          ),
          authCode: 'FUND-NGN',
        },
      });
    /** A decision call as `login`, on the version of the item that reviewer is shown now. */
    const decisionAs = async (login: string, what: Queue, id: number, note?: string) => {
      const call = await deciding(t.app, as, login, what, id);
      // A note stands as the reason of a reject (OTHER); an approval ignores the reason.
      return { ...call, body: { ...call.body, ...(note ? { note, reason: 'OTHER' } : {}) } };
    };
    const decide = async (login: string, what: Queue, id: number, verdict: 'approve' | 'reject') =>
      api(
        t.app,
        'POST',
        `/admin/${what}/${id}/${verdict}`,
        await decisionAs(login, what, id, 'checked'),
      );

    it('refuses a staff account every money path and KYC, in the caller’s language', async () => {
      const token = as('reviewer').token;
      const tries = [
        depositOf(token, NGN_KYC.cardNo, 'staff-deposit'),
        api(t.app, 'POST', '/finance/withdraw', {
          token,
          key: 'staff-withdraw',
          body: {
            amount: '1000',
            opPwd: '654321',
            accountName: 'A',
            bank: 'B',
            accountNumber: '1',
          },
        }),
        api(t.app, 'POST', '/stockTrade/buy', {
          token,
          key: 'staff-buy',
          body: { stockId: 1, quantity: 10 },
        }),
        api(t.app, 'POST', '/order/place', {
          token,
          key: 'staff-order',
          body: { stockId: 1, side: 'BUY', type: 'LIMIT', quantity: 10, limitPrice: '1' },
        }),
        api(t.app, 'POST', '/kyc', { token, body: { ...NGN_KYC, photo: [1] } }),
      ];
      for (const refused of await Promise.all(tries)) {
        expect(refused.code).toBe(STAFF_NOT_INVESTOR);
        expect(refused.msg).toMatch(/staff/i);
      }
      const inPortuguese = await t.app.inject({
        method: 'POST',
        url: '/api/kyc',
        headers: { host: 'ngn.localhost', token, 'accept-language': 'pt-BR' },
        payload: {},
      });
      expect(inPortuguese.json().msg).toMatch(/funcionário/);
      const reviewerId = await userIdOf('reviewer');
      const queue = await ok(t.app, 'GET', '/admin/deposits', as('reviewer2'));
      expect(queue.filter((d: { userId: number }) => d.userId === reviewerId)).toEqual([]);
    });

    describe('on investors linked to a staff member', () => {
      let own: Investor;
      let sameId: Investor;
      let sameBank: Investor;
      let payer: Investor;
      beforeAll(async () => {
        [own, sameId, sameBank, payer] = await Promise.all([
          newInvestor(t.app),
          newInvestor(t.app),
          newInvestor(t.app),
          newInvestor(t.app),
        ]);
        for (const login of ['reviewer', 'operator']) {
          const saved = await ok(
            t.app,
            'POST',
            `/admin/staff/${await userIdOf(login)}/identity`,
            as('admin', { idNumber: STAFF_ID, bankAccount: STAFF_BANK, investorIds: [own.userId] }),
          );
          expect(saved).toMatchObject({ idNumber: STAFF_ID, investorIds: [own.userId] });
        }
      });

      it('refuses their own customer account’s KYC and deposit; another reviewer decides them', async () => {
        await kycOf(own, { idNumber: '11111111111', cardNo: nuban('111111111') });
        const kyc = await api(
          t.app,
          'POST',
          `/admin/kyc/${own.userId}/approve`,
          await decisionAs('reviewer', 'kyc', own.userId),
        );
        expect(kyc.code).toBe(CONFLICT);
        expect(kyc.msg).toMatch(/your own/i);
        await ok(
          t.app,
          'POST',
          `/admin/kyc/${own.userId}/approve`,
          await decisionAs('reviewer2', 'kyc', own.userId),
        );
        const deposit = await depositOf(own.token, nuban('111111111'), 'own-deposit');
        expect(deposit.code).toBe(0);
        for (const verdict of ['approve', 'reject'] as const)
          expect((await decide('reviewer', 'deposits', deposit.data.id, verdict)).code).toBe(
            CONFLICT,
          );
        expect((await decide('reviewer2', 'deposits', deposit.data.id, 'approve')).data).toEqual({
          id: deposit.data.id,
          status: 'PASSED',
        });
      });

      it('refuses the KYC of an investor with the staff member’s ID number', async () => {
        await kycOf(sameId, { idNumber: STAFF_ID, cardNo: nuban('222222222') });
        for (const verdict of ['approve', 'reject']) {
          const refused = await api(
            t.app,
            'POST',
            `/admin/kyc/${sameId.userId}/${verdict}`,
            await decisionAs('reviewer', 'kyc', sameId.userId, 'checked'),
          );
          expect(refused.code).toBe(CONFLICT);
          expect(refused.msg).toMatch(/ID number/);
        }
        await ok(
          t.app,
          'POST',
          `/admin/kyc/${sameId.userId}/reject`,
          await decisionAs('reviewer2', 'kyc', sameId.userId, 'x'),
        );
      });

      it('refuses both approvals of a withdrawal to the staff member’s bank account', async () => {
        await kycOf(sameBank, { idNumber: '33333333333', cardNo: STAFF_BANK });
        expect(
          (
            await api(
              t.app,
              'POST',
              `/admin/kyc/${sameBank.userId}/approve`,
              await decisionAs('reviewer', 'kyc', sameBank.userId),
            )
          ).code,
        ).toBe(CONFLICT);
        await ok(
          t.app,
          'POST',
          `/admin/kyc/${sameBank.userId}/approve`,
          await decisionAs('reviewer2', 'kyc', sameBank.userId),
        );
        await fund(t.app, sameBank, 'NGN', '3000000');
        await setOpPassword(t.app, sameBank, '482916');
        const destination = {
          accountName: 'Ada Obi',
          bank: 'Zenith Bank',
          accountNumber: STAFF_BANK,
        };
        await saveUsableDestination(t.app, sameBank, destination);
        const { id } = await ok(t.app, 'POST', '/finance/withdraw', {
          token: sameBank.token,
          key: 'linked-withdrawal',
          body: {
            amount: '1500000',
            opPwd: '482916',
            accountName: 'Ada Obi',
            bank: 'Zenith Bank',
            accountNumber: STAFF_BANK,
          },
        });
        for (const verdict of ['approve', 'reject'] as const)
          expect((await decide('reviewer', 'withdrawals', id, verdict)).code).toBe(CONFLICT);
        expect((await decide('reviewer2', 'withdrawals', id, 'approve')).data.status).toBe(
          'REVIEWING',
        );
        const second = await decide('reviewer', 'withdrawals', id, 'approve');
        expect(second.code).toBe(CONFLICT);
        expect(second.msg).toMatch(/bank account/);
        expect((await decide('admin', 'withdrawals', id, 'approve')).data.status).toBe('PASSED');
        await expectLedgerConsistent(t.app);
      });

      it('refuses a deposit paid from the staff member’s bank account', async () => {
        await kycOf(payer, { idNumber: '44444444444', cardNo: nuban('444444444') });
        await ok(
          t.app,
          'POST',
          `/admin/kyc/${payer.userId}/approve`,
          await decisionAs('reviewer', 'kyc', payer.userId),
        );
        const deposit = await depositOf(payer.token, STAFF_BANK, 'payer-deposit');
        expect((await decide('reviewer', 'deposits', deposit.data.id, 'approve')).code).toBe(
          CONFLICT,
        );
        await ok(
          t.app,
          'POST',
          `/admin/deposits/${deposit.data.id}/reject`,
          await decisionAs('reviewer2', 'deposits', deposit.data.id, 'x'),
        );
      });

      it('refuses locking or unlocking their own customer account; another operator may', async () => {
        for (const verdict of ['lock', 'unlock'])
          expect(
            (await api(t.app, 'POST', `/admin/investors/${own.userId}/${verdict}`, as('operator')))
              .code,
          ).toBe(CONFLICT);
        await ok(t.app, 'POST', `/admin/investors/${own.userId}/lock`, as('admin'));
      });

      it('lets no admin rewrite their own links, and links only investors', async () => {
        const adminId = await userIdOf('admin');
        const self = await api(t.app, 'POST', `/admin/staff/${adminId}/identity`, {
          ...as('admin', { idNumber: null, bankAccount: null, investorIds: [] }),
        });
        expect(self.code).toBe(FORBIDDEN);
        const staffAsInvestor = await api(
          t.app,
          'POST',
          `/admin/staff/${await userIdOf('reviewer2')}/identity`,
          as('admin', { idNumber: null, bankAccount: null, investorIds: [adminId] }),
        );
        expect(staffAsInvestor.code).toBe(ERRORS.NOT_FOUND.code);
      });
    });
  });
});
