import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../src/seed/demo-accounts';
import {
  api,
  expectLedgerConsistent,
  fund,
  newInvestor,
  ok,
  uploadImage,
  type Investor,
  saveUsableDestination,
} from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

const FORBIDDEN = ERRORS.FORBIDDEN.code;

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
      await ok(t.app, 'POST', `/admin/kyc/${me.userId}/approve`, as('reviewer'));
    });

    const status = async () => {
      const page = await ok(t.app, 'POST', '/finance/withdrawRecord', {
        token: me.token,
        body: {},
      });
      return page.records.find((r: { id: number }) => r.id === id)?.status;
    };

    it('is paid out only after two different approvers', async () => {
      await ok(t.app, 'PUT', '/user/opPwd', { token: me.token, body: { password: '654321' } });
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
            opPwd: '654321',
            accountName: 'Ada Obi',
            bank: 'Zenith Bank',
            accountNumber: '0011223346',
          },
        })
      ).id;
      const first = await ok(t.app, 'POST', `/admin/withdrawals/${id}/approve`, as('reviewer'));
      expect(first).toEqual({ id, status: 'REVIEWING' });
      expect(await status()).toBe('REVIEWING');
      const pending = await ok(t.app, 'GET', '/admin/withdrawals', as('reviewer'));
      expect(pending).toContainEqual(
        expect.objectContaining({ id, firstApprover: 'reviewer', held: '1500000.00' }),
      );
      const again = await api(t.app, 'POST', `/admin/withdrawals/${id}/approve`, as('reviewer'));
      expect(again.code).toBe(ERRORS.INVALID_STATE.code);
      expect(again.msg).toMatch(/second, different approver/);
      const second = await ok(t.app, 'POST', `/admin/withdrawals/${id}/approve`, as('reviewer2'));
      expect(second).toEqual({ id, status: 'PASSED' });
      expect(await status()).toBe('PASSED');
      await expectLedgerConsistent(t.app);
      const audit = await ok(t.app, 'GET', '/admin/audit', as('admin'));
      const actions = audit
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
});
