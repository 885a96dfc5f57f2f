import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCodeOf } from '../../src/seed/demo-accounts';
import { api, fund, newInvestor, ok, saveUsableDestination, submitKyc } from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('tenant settings in the console on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  const register = (authCode: string) =>
    api(t.app, 'POST', '/user/register', {
      body: {
        username: `u${Math.random().toString(36).slice(2, 12)}`,
        password: 'abc123',
        authCode,
      },
    });

  it("shows the release's values until an admin changes them", async () => {
    const settings = await ok(t.app, 'GET', '/admin/tenant', as('admin'));
    expect(settings).toMatchObject({
      registrationCode: registrationCodeOf('ngn'),
      withdrawalSecondApprovalAbove: { NGN: '1000000.00', USDT: '2000.00' },
      releaseSecondApprovalAbove: { NGN: '1000000.00', USDT: '2000.00' },
      updatedAt: null,
    });
  });

  it('a new registration code, minimum withdrawal and threshold apply at once, audited with before and after', async () => {
    // Registered while the release's code still opens sign-up.
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '5000');
    const { id: kycId } = await submitKyc(t.app, me);
    await ok(t.app, 'POST', `/admin/kyc/${kycId ?? me.userId}/approve`, as('reviewer'));
    const before = await ok(t.app, 'GET', '/admin/tenant', as('admin'));
    const save = {
      registrationCode: 'WELCOME-2027',
      minDeposit: before.minDeposit,
      maxDeposit: before.maxDeposit,
      minWithdraw: '100',
      withdrawalSecondApprovalAbove: { NGN: '500', USDT: '2000' },
    };
    const after = await ok(t.app, 'POST', '/admin/tenant', as('admin', save));
    expect(after).toMatchObject({
      registrationCode: 'WELCOME-2027',
      withdrawalSecondApprovalAbove: { NGN: '500.00', USDT: '2000.00' },
    });
    expect(after.updatedAt).toBeGreaterThan(0);

    expect((await register(registrationCodeOf('ngn'))).code).toBe(ERRORS.AUTH_CODE_INCORRECT.code);
    expect((await register('WELCOME-2027')).code).toBe(0);

    await ok(t.app, 'PUT', '/user/opPwd', { token: me.token, body: { password: '654321' } });

    await saveUsableDestination(t.app, me, {
      accountName: 'Ada Obi',
      bank: 'Zenith Bank',
      accountNumber: '0011223346',
    });
    const { id } = await ok(t.app, 'POST', '/finance/withdraw', {
      token: me.token,
      key: 'above-new-threshold',
      body: {
        amount: '800',
        opPwd: '654321',
        accountName: 'Ada Obi',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
      },
    });
    expect(await ok(t.app, 'POST', `/admin/withdrawals/${id}/approve`, as('reviewer'))).toEqual({
      id,
      status: 'REVIEWING',
    });

    const [entry] = (await ok(t.app, 'GET', '/admin/audit', as('admin'))).filter(
      (a: { action: string }) => a.action === 'TENANT_SETTINGS',
    );
    expect(entry.before.registrationCode).toBe(registrationCodeOf('ngn'));
    expect(entry.after.withdrawalSecondApprovalAbove.NGN).toBe('500.00');

    await ok(t.app, 'POST', '/admin/tenant', as('admin', { ...save, ...before }));
    expect((await register(registrationCodeOf('ngn'))).code).toBe(0);
  });

  it('refuses a range upside down, a missing currency, fractions of a cent and anyone but an admin', async () => {
    const current = await ok(t.app, 'GET', '/admin/tenant', as('admin'));
    const base = {
      registrationCode: current.registrationCode,
      minDeposit: '100',
      maxDeposit: '1000',
      minWithdraw: '10',
      withdrawalSecondApprovalAbove: current.withdrawalSecondApprovalAbove,
    };
    for (const [change, words] of [
      [{ maxDeposit: '50' }, /maxDeposit/],
      [{ withdrawalSecondApprovalAbove: { NGN: '10' } }, /NGN, USDT/],
      [{ withdrawalSecondApprovalAbove: { NGN: '10', USDT: '5', BTC: '1' } }, /NGN, USDT/],
      [{ minWithdraw: '0.001' }, /minWithdraw/],
      [{ registrationCode: 'a b' }, /registrationCode/],
    ] as const) {
      const res = await api(t.app, 'POST', '/admin/tenant', as('admin', { ...base, ...change }));
      expect(res.code, JSON.stringify(change)).toBe(ERRORS.VALIDATION.code);
      expect(res.msg).toMatch(words);
    }
    expect(await ok(t.app, 'GET', '/admin/tenant', as('admin'))).toEqual(current);
    for (const who of ['operator', 'reviewer'])
      expect((await api(t.app, 'GET', '/admin/tenant', as(who))).code).toBe(ERRORS.FORBIDDEN.code);
  });
});
