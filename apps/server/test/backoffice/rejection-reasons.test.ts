import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  expectLedgerConsistent,
  fund,
  newInvestor,
  ok,
  saveUsableDestination,
  setOpPassword,
  submitKyc,
  uploadImage,
  type Investor,
} from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { deciding, signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

type Queue = 'kyc' | 'deposits' | 'withdrawals';

/** A withdrawal password the weak-password check accepts. */
const OP_PASSWORD = '493817';

const DESTINATION = { accountName: 'Ada Obi', bank: 'Zenith Bank', accountNumber: '0011223346' };

/**
 * Issues 41 and 50: every reject carries a reason the investor reads (on the record, on KYC, in
 * a notification), every decision is told, and a pending withdrawal can be cancelled once.
 */
describe.each(DB_KINDS)('rejection reasons and outcomes on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  /** A decision as the reviewer on the version they are shown now, with `body` added. */
  const decide = async (
    queue: Queue,
    id: number,
    verdict: 'approve' | 'reject',
    body: object = {},
    login = 'reviewer',
  ) => {
    const call = await deciding(t.app, as, login, queue, id);
    return api(t.app, 'POST', `/admin/${queue}/${id}/${verdict}`, {
      ...call,
      body: { ...call.body, ...body },
    });
  };

  /** A fresh investor with KYC passed, a withdrawal password and a usable saved destination. */
  const verifiedInvestor = async (): Promise<Investor> => {
    const me = await newInvestor(t.app);
    await submitKyc(t.app, me);
    expect((await decide('kyc', me.userId, 'approve')).code).toBe(0);
    await setOpPassword(t.app, me, OP_PASSWORD);
    await saveUsableDestination(t.app, me, DESTINATION);
    await fund(t.app, me, 'NGN', '100000');
    return me;
  };

  const withdraw = (me: Investor, amount: string, key: string) =>
    ok(t.app, 'POST', '/finance/withdraw', {
      token: me.token,
      key,
      body: { amount, opPwd: OP_PASSWORD, ...DESTINATION },
    });

  const deposit = async (me: Investor, key: string) =>
    ok(t.app, 'POST', '/finance/deposit', {
      token: me.token,
      key,
      body: {
        amount: '5000',
        ...DESTINATION,
        receipt: await uploadImage(t.app, me, 'DEPOSIT'),
        authCode: 'FUND-NGN',
      },
    });

  const withdrawals = async (me: Investor) =>
    (await ok(t.app, 'POST', '/finance/withdrawRecord', { token: me.token, body: {} })).records;
  const cash = async (me: Investor) =>
    (await ok(t.app, 'GET', '/finance/withdrawInfo', { token: me.token })).balance as string;
  const notifications = (me: Investor) =>
    ok(t.app, 'GET', '/user/notifications', { token: me.token });

  it('refuses a reject with no reason, a blank one or an unknown one, naming the field', async () => {
    const me = await verifiedInvestor();
    const w = await withdraw(me, '1000', 'w-no-reason');
    const d = await deposit(me, 'd-no-reason');
    const other = await newInvestor(t.app);
    await submitKyc(t.app, other);
    const items: Array<[Queue, number]> = [
      ['kyc', other.userId],
      ['deposits', d.id],
      ['withdrawals', w.id],
    ];
    for (const [queue, id] of items) {
      const none = await decide(queue, id, 'reject', { note: 'checked' });
      expect(none.code).toBe(ERRORS.VALIDATION.code);
      expect(none.msg).toMatch(/reason/);
      const blank = await decide(queue, id, 'reject', { reason: '   ' });
      expect(blank.code).toBe(ERRORS.VALIDATION.code);
      expect(blank.msg).toMatch(/reason/);
      const unknown = await decide(queue, id, 'reject', { reason: 'BECAUSE' });
      expect(unknown.code).toBe(ERRORS.VALIDATION.code);
      // "Other" says nothing by itself: its words are required.
      const bareOther = await decide(queue, id, 'reject', { reason: 'OTHER', note: ' ' });
      expect(bareOther.code).toBe(ERRORS.VALIDATION.code);
      expect(bareOther.msg).toMatch(/note/);
    }
    // Nothing was decided by the refused calls.
    expect((await withdrawals(me)).find((r: { id: number }) => r.id === w.id).status).toBe(
      'REVIEWING',
    );
  });

  it('shows the reason on the deposit and withdrawal records and notifies each decision', async () => {
    const me = await verifiedInvestor();
    const d1 = await deposit(me, 'd1');
    const d2 = await deposit(me, 'd2');
    expect((await decide('deposits', d1.id, 'approve')).code).toBe(0);
    const rejected = await decide('deposits', d2.id, 'reject', {
      reason: 'FUNDS_NOT_RECEIVED',
      note: 'No transfer on 12 May',
    });
    expect(rejected.code).toBe(0);
    const deposits = (
      await ok(t.app, 'POST', '/finance/depositRecord', { token: me.token, body: {} })
    ).records;
    expect(deposits.find((r: { id: number }) => r.id === d2.id)).toMatchObject({
      status: 'REJECTED',
      rejection: { reason: 'FUNDS_NOT_RECEIVED', note: 'No transfer on 12 May' },
    });
    expect(deposits.find((r: { id: number }) => r.id === d1.id).rejection).toBeNull();

    const w1 = await withdraw(me, '1000', 'w1');
    const w2 = await withdraw(me, '2000', 'w2');
    expect((await decide('withdrawals', w1.id, 'approve')).code).toBe(0);
    expect(
      (await decide('withdrawals', w2.id, 'reject', { reason: 'ACCOUNT_NAME_MISMATCH' })).code,
    ).toBe(0);
    const records = await withdrawals(me);
    expect(records.find((r: { id: number }) => r.id === w2.id)).toMatchObject({
      status: 'REJECTED',
      rejection: { reason: 'ACCOUNT_NAME_MISMATCH', note: null },
      // The destination, masked: enough to recognise, too little to copy.
      destination: 'Zenith Bank •••• 3346',
    });

    const ngn = (amount: string) => ({ amount, currency: 'NGN', usdt: false });
    const told = (await notifications(me)).map(
      (n: { kind: string; money: unknown; rejection: unknown }) => [n.kind, n.money, n.rejection],
    );
    expect(told).toEqual(
      expect.arrayContaining([
        ['KYC_APPROVED', null, null],
        ['DEPOSIT_APPROVED', ngn('5000.00'), null],
        [
          'DEPOSIT_REJECTED',
          ngn('5000.00'),
          { reason: 'FUNDS_NOT_RECEIVED', note: 'No transfer on 12 May' },
        ],
        ['WITHDRAWAL_PAID', ngn('1000.00'), null],
        ['WITHDRAWAL_REJECTED', ngn('2000.00'), { reason: 'ACCOUNT_NAME_MISMATCH', note: null }],
      ]),
    );
    await expectLedgerConsistent(t.app);
  });

  it('shows a KYC rejection on /kyc until the investor submits again, and notifies it', async () => {
    const me = await newInvestor(t.app);
    await submitKyc(t.app, me);
    expect(
      (
        await decide('kyc', me.userId, 'reject', {
          reason: 'ID_UNREADABLE',
          note: 'The photo is blurred',
        })
      ).code,
    ).toBe(0);
    expect(await ok(t.app, 'GET', '/kyc', { token: me.token })).toMatchObject({
      status: 'REJECTED',
      rejection: { reason: 'ID_UNREADABLE', note: 'The photo is blurred' },
    });
    expect((await notifications(me))[0]).toMatchObject({
      kind: 'KYC_REJECTED',
      rejection: { reason: 'ID_UNREADABLE', note: 'The photo is blurred' },
    });
    await submitKyc(t.app, me);
    expect(await ok(t.app, 'GET', '/kyc', { token: me.token })).toMatchObject({
      status: 'REVIEWING',
      rejection: null,
    });
  });

  it('does not count a pending withdrawal as an advance payment', async () => {
    const me = await verifiedInvestor();
    await withdraw(me, '3000', 'w-pending');
    const profile = await ok(t.app, 'GET', '/user', { token: me.token });
    expect(profile).toMatchObject({ advancePayment: '0.00', pendingWithdrawal: '3000.00' });
    expect(profile.totalAssets).toBe('100000.00');
  });

  describe('cancelling a pending withdrawal', () => {
    const cancel = (me: Investor, id: number) =>
      api(t.app, 'POST', '/finance/withdraw/cancel', { token: me.token, body: { id } });

    it('returns the held amount once, however often it is asked', async () => {
      const me = await verifiedInvestor();
      const w = await withdraw(me, '4000', 'w-cancel');
      expect(await cash(me)).toBe('96000.00');
      const first = await cancel(me, w.id);
      expect(first.code).toBe(0);
      expect(first.data).toMatchObject({ id: w.id, status: 'CANCELLED' });
      const again = await cancel(me, w.id);
      expect(again.code).toBe(0);
      expect(again.data).toMatchObject({ id: w.id, status: 'CANCELLED' });
      expect(await cash(me)).toBe('100000.00');
      const pending = await ok(t.app, 'GET', '/admin/withdrawals', as('reviewer'));
      expect(pending.some((p: { id: number }) => p.id === w.id)).toBe(false);
      // A decision on a cancelled withdrawal is refused: it is no longer under review.
      expect((await decide('withdrawals', w.id, 'approve')).code).not.toBe(0);
      await expectLedgerConsistent(t.app);
    });

    it('releases once when two cancels arrive together', async () => {
      const me = await verifiedInvestor();
      const w = await withdraw(me, '5000', 'w-parallel');
      const both = await Promise.all([cancel(me, w.id), cancel(me, w.id)]);
      expect(both.map((b) => b.code)).toEqual([0, 0]);
      expect(await cash(me)).toBe('100000.00');
      await expectLedgerConsistent(t.app);
    });

    it('either pays out or cancels when the cancel meets an approval', async () => {
      const me = await verifiedInvestor();
      const w = await withdraw(me, '6000', 'w-race');
      const seen = await deciding(t.app, as, 'reviewer', 'withdrawals', w.id);
      const [cancelled, approved] = await Promise.all([
        cancel(me, w.id),
        api(t.app, 'POST', `/admin/withdrawals/${w.id}/approve`, seen),
      ]);
      const status = (await withdrawals(me)).find((r: { id: number }) => r.id === w.id).status;
      if (status === 'CANCELLED') {
        expect(cancelled.code).toBe(0);
        expect(approved.code).not.toBe(0);
        expect(await cash(me)).toBe('100000.00');
      } else {
        expect(status).toBe('PASSED');
        expect(approved.code).toBe(0);
        expect(cancelled.code).toBe(ERRORS.INVALID_STATE.code);
        expect(await cash(me)).toBe('94000.00');
      }
      await expectLedgerConsistent(t.app);
    });

    it('is refused once decided, and for someone else’s withdrawal', async () => {
      const me = await verifiedInvestor();
      const w = await withdraw(me, '1000', 'w-decided');
      expect(
        (await decide('withdrawals', w.id, 'reject', { reason: 'DESTINATION_INVALID' })).code,
      ).toBe(0);
      expect((await cancel(me, w.id)).code).toBe(ERRORS.INVALID_STATE.code);
      const other = await verifiedInvestor();
      const theirs = await withdraw(other, '1000', 'w-theirs');
      expect((await cancel(me, theirs.id)).code).toBe(ERRORS.NOT_FOUND.code);
      expect((await cancel(me, 0)).code).toBe(ERRORS.VALIDATION.code);
    });
  });
});
