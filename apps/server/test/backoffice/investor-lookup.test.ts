import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, type AnyColumn } from 'drizzle-orm';
import { deposits, kycSubmissions, userBalances } from '../../src/db/schema';
import { findUserById } from '../../src/identity/user-repository';
import {
  api,
  fund,
  newInvestor,
  ok,
  servicesOf,
  uploadImage,
  type Investor,
} from '../money/money-api';
import { login } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('investor lookup on %s', (kind) => {
  let t: TestApp;
  let me: Investor;
  let accountNo: string;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
    me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '2500');
    accountNo = (await findUserById(servicesOf(t.app).db, 'ngn', me.userId))!.accountNo;
  });
  afterAll(() => t?.close());

  /** The changes made to an investor's account (looks at it are rows too: INVESTOR_VIEW). */
  const auditOf = async (userId: number) =>
    (
      await ok(t.app, 'GET', '/admin/audit', {
        ...as('admin'),
        query: { subjectType: 'user', subjectId: userId, limit: 200 },
      })
    ).entries
      .filter((a: { action: string }) => a.action !== 'INVESTOR_VIEW')
      .map((a: { action: string; operatorName: string }) => `${a.action} ${a.operatorName}`);

  it('finds an investor by username, account number or a part of one, but never staff', async () => {
    for (const q of [me.username, accountNo, me.username.slice(1, 6).toUpperCase()]) {
      const found = await ok(t.app, 'GET', `/admin/investors?q=${q}`, as('reviewer'));
      expect(found.map((f: { userId: number }) => f.userId)).toContain(me.userId);
    }
    expect(await ok(t.app, 'GET', '/admin/investors?q=operator', as('reviewer'))).toEqual([]);
    expect(await ok(t.app, 'GET', '/admin/investors?q=%25', as('reviewer'))).toEqual([]);
  });

  it('finds every account that holds money, KYC or a transfer, staff logins trying included', async () => {
    const staff = as('reviewer');
    await api(t.app, 'POST', '/finance/deposit', {
      token: staff.token,
      key: 'staff-deposit',
      body: {
        amount: '5000000',
        accountName: 'Ada Obi',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
        receipt: await uploadImage(t.app, { ...me, token: staff.token }, 'DEPOSIT'),
        authCode: 'FUND-NGN',
      },
    });
    const { db } = servicesOf(t.app);
    const ngn = (table: { tenantId: AnyColumn }) => eq(table.tenantId, 'ngn');
    const holders = new Set(
      [
        ...(await db
          .select({ userId: userBalances.userId })
          .from(userBalances)
          .where(ngn(userBalances))),
        ...(await db
          .select({ userId: kycSubmissions.userId })
          .from(kycSubmissions)
          .where(ngn(kycSubmissions))),
        ...(await db.select({ userId: deposits.userId }).from(deposits).where(ngn(deposits))),
      ].map((h) => h.userId),
    );
    expect(holders.size).toBeGreaterThan(1);
    for (const userId of holders) {
      const user = (await findUserById(db, 'ngn', userId))!;
      const found = await ok(t.app, 'GET', `/admin/investors?q=${user.accountNo}`, as('reviewer'));
      expect(
        found.map((f: { userId: number }) => f.userId),
        user.username,
      ).toContain(userId);
    }
  });

  it('shows the profile, balances, sessions and the ledger with the balance after each entry', async () => {
    const detail = await ok(t.app, 'GET', `/admin/investors/${me.userId}`, as('reviewer'));
    expect(detail).toMatchObject({ username: me.username, accountNo, locked: false, kyc: null });
    expect(detail.balances).toContainEqual({ currency: 'NGN', cash: '2500.00', held: '0.00' });
    expect(detail.sessions.length).toBeGreaterThan(0);
    const ledger = await ok(t.app, 'GET', `/admin/investors/${me.userId}/ledger`, as('reviewer'));
    expect(ledger[0]).toMatchObject({
      account: 'user:cash',
      amount: '2500.00',
      balanceAfter: '2500.00',
    });
  });

  it('answers NOT_FOUND for staff and for unknown ids', async () => {
    const staff = await ok(t.app, 'GET', '/admin/me', as('operator'));
    for (const id of [staff.userId, 2_000_000_000]) {
      expect((await api(t.app, 'GET', `/admin/investors/${id}`, as('reviewer'))).code).toBe(
        ERRORS.NOT_FOUND.code,
      );
      expect((await api(t.app, 'POST', `/admin/investors/${id}/lock`, as('admin'))).code).toBe(
        ERRORS.NOT_FOUND.code,
      );
    }
  });

  it('lets a reviewer look but not lock or sign out', async () => {
    for (const path of ['lock', 'unlock', 'sessions/revoke'])
      expect(
        (await api(t.app, 'POST', `/admin/investors/${me.userId}/${path}`, as('reviewer'))).code,
      ).toBe(ERRORS.FORBIDDEN.code);
  });

  it('signs one device out, and that token stops working', async () => {
    const second = await login(t.app, me.username, 'abc123', 'ngn.localhost');
    const { sessions } = await ok(t.app, 'GET', `/admin/investors/${me.userId}`, as('reviewer'));
    const newest = sessions.reduce((a: { id: number }, b: { id: number }) => (a.id > b.id ? a : b));
    const out = await ok(
      t.app,
      'POST',
      `/admin/investors/${me.userId}/sessions/${newest.id}/revoke`,
      as('operator'),
    );
    expect(out).toEqual({ userId: me.userId, ended: 1 });
    expect((await api(t.app, 'GET', '/user/sessions', { token: second })).code).not.toBe(0);
    expect((await api(t.app, 'GET', '/user/sessions', { token: me.token })).code).toBe(0);
    expect(await auditOf(me.userId)).toContain('SESSION_REVOKE operator');
  });

  it('locks an account: its sessions end, it cannot sign in, and unlocking lets it back', async () => {
    const locked = await ok(
      t.app,
      'POST',
      `/admin/investors/${me.userId}/lock`,
      as('operator', { note: 'fraud report' }),
    );
    expect(locked).toEqual({ userId: me.userId, locked: true });
    expect((await api(t.app, 'GET', '/user/sessions', { token: me.token })).code).not.toBe(0);
    const refused = await api(t.app, 'POST', '/user/login', {
      host: 'ngn.localhost',
      body: { username: me.username, password: 'abc123' },
    });
    expect(refused.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect(
      (await ok(t.app, 'GET', `/admin/investors?q=${me.username}`, as('reviewer')))[0].locked,
    ).toBe(true);
    await ok(t.app, 'POST', `/admin/investors/${me.userId}/lock`, as('operator'));
    await ok(t.app, 'POST', `/admin/investors/${me.userId}/unlock`, as('admin'));
    expect(await login(t.app, me.username, 'abc123', 'ngn.localhost')).toBeTruthy();
    expect(await auditOf(me.userId)).toEqual([
      'ACCOUNT_UNLOCK admin',
      'ACCOUNT_LOCK operator',
      'SESSION_REVOKE operator',
    ]);
  });
});
