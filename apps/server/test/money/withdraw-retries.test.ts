import { ERRORS } from '@trading/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OP_PASSWORD } from '../../src/finance/seed-money';
import { DEMO_INVESTOR } from '../../src/seed/demo-accounts';
import { login, stepUp } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, expectLedgerConsistent, ok, servicesOf } from './money-api';

const BODY = {
  amount: '1000',
  opPwd: DEMO_OP_PASSWORD,
  accountName: 'Demo Investor',
  bank: 'Access Bank',
  accountNumber: '0123456784',
};

describe.each(DB_KINDS)('retries of one withdrawal on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await login(t.app, DEMO_INVESTOR.username, DEMO_INVESTOR.password);
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const withdraw = (key: string, body: object = BODY, as = token, host?: string) =>
    api(t.app, 'POST', '/finance/withdraw', { token: as, key, body, ...(host ? { host } : {}) });
  const records = async () =>
    (await ok(t.app, 'POST', '/finance/withdrawRecord', { token, body: { pageSize: 100 } })).total;
  const balance = async () => (await ok(t.app, 'GET', '/user/balance', { token })).balance;

  it('30 copies sent at once make one withdrawal, and every answer is the same', async () => {
    const [before, cash] = [await records(), await balance()];
    const answers = await Promise.all(Array.from({ length: 30 }, () => withdraw('burst-1')));
    expect(answers[0]!.code).toBe(0);
    expect(answers).toEqual(Array(30).fill(answers[0]));
    expect(await records()).toBe(before + 1);
    expect(Number(await balance())).toBe(Number(cash) - 1000);
    await expectLedgerConsistent(t.app);
  });

  it('answers retries of an answered withdrawal from the stored answer, hashing no password', async () => {
    const first = await withdraw('answered-1');
    expect(first.code).toBe(0);
    const before = await records();
    const verify = vi.spyOn(servicesOf(t.app).hasher, 'verify');
    const retries = await Promise.all(Array.from({ length: 30 }, () => withdraw('answered-1')));
    expect(retries).toEqual(Array(30).fill(first));
    // The same key with other fields is a conflict, also found before any hashing.
    const changed = await withdraw('answered-1', { ...BODY, amount: '2000' });
    expect(changed.code).toBe(ERRORS.IDEMPOTENCY_CONFLICT.code);
    expect(verify).not.toHaveBeenCalled();
    expect(await records()).toBe(before);
  });

  it('keeps keys per user: another user with the same key makes their own withdrawal', async () => {
    const mine = await withdraw('shared-key');
    const theirToken = await login(
      t.app,
      DEMO_INVESTOR.username,
      DEMO_INVESTOR.password,
      'inr.localhost',
    );
    await stepUp(t.app, 'inr.localhost', theirToken);
    const verify = vi.spyOn(servicesOf(t.app).hasher, 'verify');
    const theirs = await withdraw(
      'shared-key',
      {
        amount: '100',
        opPwd: DEMO_OP_PASSWORD,
        accountName: 'Demo Investor',
        bank: 'HDFC Bank',
        accountNumber: '50100123456789',
        extraCode: 'HDFC0001234',
      },
      theirToken,
      'inr.localhost',
    );
    expect(theirs.code, theirs.msg).toBe(0);
    expect(theirs.data.id).not.toBe(mine.data.id);
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
