import { ERRORS } from '@trading/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/errors/api-error';
import { findUserByUsername, replaceHash } from '../../src/identity/user-repository';
import { DEMO_INVESTOR, REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { call, login, uniqueUsername } from '../support/api';
import { DB_KINDS } from '../support/databases';
import {
  LEGACY_HASHES,
  LEGACY_OP_HASH,
  LEGACY_OP_PASSWORD,
  LEGACY_PASSWORD,
} from '../support/legacy-hashes';
import { startTestApp, type TestApp } from '../support/test-app';
import { servicesOf } from '../money/money-api';

describe.each(DB_KINDS)('password hashing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const services = () => servicesOf(t.app);

  it('signs in with a scrypt hash from before argon2id, then keeps an argon2id hash of it', async () => {
    const username = uniqueUsername('legacy');
    await call(t.app, 'POST', '/user/register', {
      body: { username, password: 'abc123', authCode: REGISTRATION_CODES.ngn },
    });
    const { db } = services();
    const user = (await findUserByUsername(db, 'ngn', username))!;
    await replaceHash(db, 'ngn', user.id, 'passwordHash', user.passwordHash, LEGACY_HASHES.cost10);

    const wrong = await call(t.app, 'POST', '/user/login', {
      body: { username, password: 'abc123' },
    });
    expect(wrong.body.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
    expect((await findUserByUsername(db, 'ngn', username))!.passwordHash).toBe(
      LEGACY_HASHES.cost10,
    );
    await login(t.app, username, LEGACY_PASSWORD);
    const upgraded = (await findUserByUsername(db, 'ngn', username))!.passwordHash;
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=256,t=2,p=1\$/);
    await login(t.app, username, LEGACY_PASSWORD);
    expect((await findUserByUsername(db, 'ngn', username))!.passwordHash).toBe(upgraded);
  });

  it('upgrades a scrypt withdrawal password on a withdrawal it authorizes', async () => {
    const { db } = services();
    const demo = (await findUserByUsername(db, 'ngn', DEMO_INVESTOR.username))!;
    await replaceHash(db, 'ngn', demo.id, 'opPasswordHash', demo.opPasswordHash!, LEGACY_OP_HASH);
    const token = await login(t.app, DEMO_INVESTOR.username, DEMO_INVESTOR.password);
    const withdraw = (opPwd: string) =>
      call(t.app, 'POST', '/finance/withdraw', {
        token,
        body: {
          amount: '1000',
          opPwd,
          accountName: 'Demo Investor',
          bank: 'Access Bank',
          accountNumber: '0123456784',
        },
      });
    expect((await withdraw('123457')).body.code).toBe(ERRORS.WRONG_OP_PASSWORD.code);
    const done = await withdraw(LEGACY_OP_PASSWORD);
    expect(done.body.code, done.body.msg).toBe(0);
    const after = (await findUserByUsername(db, 'ngn', DEMO_INVESTOR.username))!.opPasswordHash;
    expect(after).toMatch(/^\$argon2id\$/);
    expect((await withdraw(LEGACY_OP_PASSWORD)).body.code).toBe(0);
  });

  it('answers BUSY (503, Retry-After) when the hashing queue is full, without counting the attempt', async () => {
    vi.spyOn(services().hasher, 'verify').mockRejectedValue(new ApiError('BUSY'));
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { host: 'inr.localhost' },
        remoteAddress: '10.5.0.1',
        payload: { username: DEMO_INVESTOR.username, password: DEMO_INVESTOR.password },
      });
    // More than the 5 checks an (account, address) gets in a window.
    for (let i = 0; i < 8; i++) {
      const busy = await signIn();
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toMatchObject({ code: ERRORS.BUSY.code, data: null });
    }
    vi.restoreAllMocks();
    const after = await signIn();
    expect(after.json().code).toBe(0);
  });
});
