import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untrustedDelayMs, DEFAULT_LOGIN_LIMITS } from '../../src/identity/login-throttle';
import { DEMO_OP_PASSWORD } from '../../src/finance/seed-money';
import { REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { newInvestor, servicesOf } from '../money/money-api';
import { call } from '../support/api';
import { findUserByUsername } from '../../src/identity/user-repository';
import { totpCodeAt, totpStep } from '../../src/identity/totp';
import { DB_KINDS } from '../support/databases';
import { createTestRedis, type TestRedis } from '../support/redis';
import { startTestApp, type TestApp } from '../support/test-app';

const WRONG = ERRORS.WRONG_CREDENTIALS.code;
const LIMITED = ERRORS.RATE_LIMITED.code;

// Memory counts on PGlite, Redis counts on PostgreSQL (a cluster's set-up), so both stores and
// both databases answer the same rules.
const SETUPS = DB_KINDS.map((kind) => ({ kind, store: kind === 'postgres' ? 'redis' : 'memory' }));

describe.each(SETUPS)('sign-in throttle on $kind with $store counts', ({ kind, store }) => {
  let t: TestApp;
  let redis: TestRedis | undefined;
  beforeAll(async () => {
    redis = store === 'redis' ? await createTestRedis() : undefined;
    t = await startTestApp(kind, {
      env: redis ? { REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix } : {},
      loginLimits: {
        perAccountAddress: 5,
        perAddress: 50,
        accountFreeFailures: 10,
        accountDelayMs: 400,
        accountMaxDelayMs: 5_000,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.drop();
  });

  const signIn = (host: string, password: string, from: string) =>
    call(t.app, 'POST', '/user/login', { host, from, body: { username: 'demo', password } });

  it('checks at most 5 of 12 parallel guesses from one address; the rest are refused unchecked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signIn('ngn.localhost', 'wrong1', '10.1.0.1')),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === WRONG)).toHaveLength(5);
    expect(codes.filter((c) => c === LIMITED)).toHaveLength(7);
    // Even the right password is not checked from that address until the window passes.
    expect((await signIn('ngn.localhost', 'demo12', '10.1.0.1')).body.code).toBe(LIMITED);
  });

  it('never locks the owner out of their own address, whatever strangers try elsewhere', async () => {
    const host = 'inr.localhost';
    expect((await signIn(host, 'demo12', '10.2.0.1')).body.code).toBe(0);
    // 20 strangers, 2 guesses each: 40 failures on the account from other addresses.
    for (let i = 0; i < 20; i++) {
      for (let j = 0; j < 2; j++) await signIn(host, `guess${i}${j}`, `10.3.0.${i + 1}`);
    }
    expect((await signIn(host, 'demo12', '10.2.0.1')).body.code).toBe(0);
  });

  it('slows a new address down after many failures on the account, then lets it through', async () => {
    const host = 'brl.localhost';
    for (let i = 0; i < 10; i++)
      expect((await signIn(host, 'bad', `10.4.0.${i + 1}`)).body.code).toBe(WRONG);
    // The 11th check from a never-trusted address must wait; the wait is a delay, not a lock.
    expect((await signIn(host, 'demo12', '10.4.1.1')).body.code).toBe(LIMITED);
    await new Promise((done) => setTimeout(done, 450));
    expect((await signIn(host, 'demo12', '10.4.1.1')).body.code).toBe(0);
  });

  describe('devices the owner used before, and a second factor sent with the password', () => {
    const signInWith = async (
      host: string,
      body: object,
      from: string,
      cookie?: string,
    ): Promise<{ code: number; data: any; device?: string }> => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { host, ...(cookie ? { cookie: `device=${cookie}` } : {}) },
        remoteAddress: from,
        payload: body,
      });
      const device = response.cookies.find((c) => c.name === 'device')?.value;
      return { ...(response.json() as { code: number; data: unknown }), device };
    };
    // Strangers' failures from rotating addresses, waiting out the slow-down until it is 3.2 s
    // (13 failures, at this suite's limits): long enough that the checks after it meet it.
    async function strangersFail(host: string, username: string, net: string) {
      for (let failures = 0, i = 1; failures < 13; i++) {
        const { code } = await signInWith(host, { username, password: 'nope99' }, `${net}.${i}`);
        if (code === WRONG) failures++;
        else await new Promise((done) => setTimeout(done, 200));
      }
    }

    it(
      "lets the owner's phone in from a new address while strangers keep failing",
      { timeout: 120_000 },
      async () => {
        const host = 'ngn.localhost';
        const username = `dev${Math.random().toString(36).slice(2, 10)}`;
        const body = { username, password: 'abc123', authCode: REGISTRATION_CODES.ngn };
        expect((await call(t.app, 'POST', '/user/register', { host, body })).body.code).toBe(0);
        const first = await signInWith(host, { username, password: 'abc123' }, '10.8.0.1');
        expect(first.code).toBe(0);
        expect(first.device).toBeTruthy();

        await strangersFail(host, username, '10.8.1');
        const mine = { username, password: 'abc123' };
        // Another address without the cookie waits, as a stranger's would.
        expect((await signInWith(host, mine, '10.8.2.1')).code).toBe(LIMITED);
        expect((await signInWith(host, mine, '10.8.2.2', first.device)).code).toBe(0);
        // A cookie nobody sealed, or a wrong password with the real cookie, earns nothing.
        const { id } = (await findUserByUsername(servicesOf(t.app).db, 'ngn', username))!;
        const forged = `device:ngn:${id}`;
        expect((await signInWith(host, mine, '10.8.2.3', forged)).code).toBe(LIMITED);
        expect(
          (await signInWith(host, { username, password: 'nope99' }, '10.8.2.4', first.device)).code,
        ).toBe(WRONG);
      },
    );

    it(
      "lets a new device in with the password and the authenticator's code together",
      { timeout: 120_000 },
      async () => {
        // A fresh account of the tenant that requires a second factor: its own key and counts.
        const me = await newInvestor(t.app, 'inr');
        const host = me.host;
        const mine = { username: me.username, password: 'abc123' };
        await strangersFail(host, me.username, '10.9.1');
        expect((await signInWith(host, mine, '10.9.2.1')).code).toBe(LIMITED);
        // Enrolment used a code of this step or the one before: the next step's is fresh.
        const next = totpStep(Date.now()) + 1;
        const code = totpCodeAt(me.totpSecret!, next);
        const wrongCode = totpCodeAt(me.totpSecret!, next + 5);
        // One answer whichever part is wrong: no guess learns that the password was right.
        expect(
          (await signInWith(host, { ...mine, secondFactor: { code: wrongCode } }, '10.9.2.2')).code,
        ).toBe(WRONG);
        expect(
          (
            await signInWith(
              host,
              { ...mine, password: 'nope99', secondFactor: { code } },
              '10.9.2.3',
            )
          ).code,
        ).toBe(WRONG);
        const signedIn = await signInWith(host, { ...mine, secondFactor: { code } }, '10.9.2.4');
        expect(signedIn.code).toBe(0);
        expect(signedIn.data.token).toBeTruthy();
      },
    );
  });

  describe('secret checks of a signed-in user, under the same throttle', () => {
    const host = 'usd.localhost';
    const as = (token: string, from: string) => ({ host, token, from });
    async function newUser(from: string) {
      const username = `thr${Math.random().toString(36).slice(2, 10)}`;
      const body = { username, password: 'abc123', authCode: REGISTRATION_CODES.usd };
      expect((await call(t.app, 'POST', '/user/register', { host, from, body })).body.code).toBe(0);
      const signedIn = await call(t.app, 'POST', '/user/login', {
        host,
        from,
        body: { username, password: 'abc123' },
      });
      return signedIn.body.data.token as string;
    }
    const notices = async (token: string) =>
      (await call(t.app, 'GET', '/user/notifications', { host, token })).body.data.map(
        (n: { kind: string }) => n.kind,
      );

    it('checks at most 5 old passwords on a change from one address', async () => {
      const token = await newUser('10.7.0.1');
      const change = (oldPassword: string, from: string) =>
        call(t.app, 'PUT', '/user/password', {
          ...as(token, from),
          body: { oldPassword, password: 'new123' },
        }).then((r) => r.body.code);
      for (let i = 0; i < 5; i++) expect(await change(`guess${i}`, '10.7.0.2')).toBe(WRONG);
      expect(await change('abc123', '10.7.0.2')).toBe(LIMITED);
      // Counted per account and address: the owner's own address is not held up.
      expect(await change('abc123', '10.7.0.1')).toBe(0);
    });

    it('locks the withdrawal password after 5 failures from any addresses, and tells the owner once', async () => {
      const token = await newUser('10.7.1.1');
      const set = (body: object, from: string) =>
        call(t.app, 'PUT', '/user/opPwd', { ...as(token, from), body }).then((r) => r.body.code);
      await call(t.app, 'POST', '/user/step-up', {
        ...as(token, '10.7.1.1'),
        body: { password: 'abc123' },
      });
      expect(await set({ password: '482916' }, '10.7.1.1')).toBe(0);
      for (let i = 0; i < 5; i++)
        expect(await set({ oldPassword: `00000${i}`, password: '539172' }, `10.7.2.${i + 1}`)).toBe(
          ERRORS.WRONG_OP_PASSWORD.code,
        );
      // Locked for the account: the right password from the owner's address waits too.
      expect(await set({ oldPassword: '482916', password: '539172' }, '10.7.1.1')).toBe(LIMITED);
      expect(await notices(token)).toEqual(['WITHDRAWAL_PASSWORD_LOCKED']);
    });

    it('throttles the withdrawal password on a withdrawal, with the same lock', async () => {
      const signedIn = await call(t.app, 'POST', '/user/login', {
        host,
        from: '10.7.3.1',
        body: { username: 'demo', password: 'demo12' },
      });
      const token = signedIn.body.data.token as string;
      const withdraw = (opPwd: string, from: string) =>
        call(t.app, 'POST', '/finance/withdraw', {
          ...as(token, from),
          body: {
            amount: '10',
            opPwd,
            accountName: 'Demo',
            bank: 'Chase',
            accountNumber: '123456789',
          },
        }).then((r) => r.body.code);
      // Copies of one guess sent together (a retry storm) share a check: one answer for all,
      // not the lock half-way through them.
      const copies = await Promise.all(
        Array.from({ length: 10 }, () => withdraw('999990', '10.7.4.1')),
      );
      expect(copies).toEqual(Array(10).fill(ERRORS.WRONG_OP_PASSWORD.code));
      // Other guesses, from other addresses, meet the lock within the window's 5 checks.
      const guesses = [];
      for (let i = 1; i <= 5; i++) guesses.push(await withdraw(`99999${i}`, `10.7.4.${i + 1}`));
      expect(guesses).toContain(LIMITED);
      expect(await withdraw(DEMO_OP_PASSWORD, '10.7.3.1')).toBe(LIMITED);
      expect(
        (await notices(token)).filter((k: string) => k === 'WITHDRAWAL_PASSWORD_LOCKED'),
      ).toHaveLength(1);
    });
  });

  it('counts nothing for a reservation released because its check never ran (BUSY)', async () => {
    const { loginThrottle } = servicesOf(t.app);
    const [account, from] = ['usd:release-probe', '10.6.0.1'];
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const reservation = await loginThrottle.reserve(account, from);
      if (!reservation.ok) throw new Error(`reservation ${i} refused`);
      ids.push(reservation.id);
    }
    expect((await loginThrottle.reserve(account, from)).ok).toBe(false);
    await loginThrottle.release(account, from, ids[0]!);
    expect((await loginThrottle.reserve(account, from)).ok).toBe(true);
  });
});

describe('the delay for untrusted addresses', () => {
  it('is zero up to the free failures, then doubles up to its ceiling', () => {
    const limits = DEFAULT_LOGIN_LIMITS;
    expect(untrustedDelayMs(limits.accountFreeFailures - 1, limits)).toBe(0);
    expect(untrustedDelayMs(limits.accountFreeFailures, limits)).toBe(limits.accountDelayMs);
    expect(untrustedDelayMs(limits.accountFreeFailures + 1, limits)).toBe(
      2 * limits.accountDelayMs,
    );
    expect(untrustedDelayMs(limits.accountFreeFailures + 100, limits)).toBe(
      limits.accountMaxDelayMs,
    );
  });
});
