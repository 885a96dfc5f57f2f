import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt, totpStep } from '../../src/identity/totp';
import {
  DEMO_INVESTOR,
  DEMO_RECOVERY_CODES,
  DEMO_TOTP_SECRET,
  REGISTRATION_CODES,
} from '../../src/seed/demo-accounts';
import { DEMO_OP_PASSWORD } from '../../src/finance/seed-money';
import { call, uniqueUsername } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const STEP = 30_000;

describe.each(DB_KINDS)('two-factor sign-in and step-up on %s', (kind) => {
  let t: TestApp;
  // Mid-step, so ±1 step around it is unambiguous; moved forward by the tests, never back.
  let clock = (totpStep(Date.now()) + 0.5) * STEP;
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => clock });
  });
  afterAll(() => t?.close());

  const codeAt = (secret: string, offset: number) => totpCodeAt(secret, totpStep(clock) + offset);
  type Call = { host?: string; token?: string; body?: unknown; from?: string };
  const post = (path: string, options: Call = {}) =>
    call(t.app, 'POST', path, options).then((r) => r.body);

  async function signUp(
    tenant = 'ngn',
  ): Promise<{ host: string; username: string; token: string }> {
    const host = `${tenant}.localhost`;
    const username = uniqueUsername('tf');
    const body = { username, password: 'abc123', authCode: REGISTRATION_CODES[tenant] };
    expect((await post('/user/register', { host, body })).code).toBe(0);
    const signedIn = await post('/user/login', { host, body: { username, password: 'abc123' } });
    return { host, username, token: signedIn.data.token };
  }

  /** Opens a step-up window with the password: a user with no second factor yet. */
  const confirmPassword = (
    user: { host: string; token: string },
    password = 'abc123',
    from?: string,
  ) => post('/user/step-up', { ...user, from, body: { password } });

  async function enrol(user: { host: string; token: string }) {
    expect((await confirmPassword(user)).code).toBe(0);
    const setup = await post('/user/twoFactor/setup', user);
    const secret: string = setup.data.secret;
    const confirmed = await post('/user/twoFactor/confirm', {
      ...user,
      body: { code: codeAt(secret, -1) },
    });
    expect(confirmed.code, confirmed.msg).toBe(0);
    return { secret, uri: setup.data.uri as string, recoveryCodes: confirmed.data.recoveryCodes };
  }

  const challenge = async (host: string, username: string, password = 'abc123', from?: string) => {
    const answer = await post('/user/login', { host, from, body: { username, password } });
    expect(answer.data.secondFactor).toBe('TOTP');
    expect(answer.data).not.toHaveProperty('token');
    return answer.data.ticket as string;
  };

  const finish = (host: string, ticket: string, secondFactor: object, from?: string) =>
    post('/user/login/second-factor', { host, from, body: { ticket, secondFactor } });

  it('enrols with a QR URI naming the tenant, then asks every sign-in for a code', async () => {
    const user = await signUp();
    const { secret, uri, recoveryCodes } = await enrol(user);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Naira%20Markets:tf/);
    expect(uri).toContain(`secret=${secret}`);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const state = await call(t.app, 'GET', '/user/twoFactor', user);
    expect(state.body.data).toEqual({
      enabled: true,
      enrolmentRequired: false,
      recoveryCodesLeft: 10,
      passkey: false,
    });

    const ticket = await challenge(user.host, user.username);
    const signedIn = await finish(user.host, ticket, { code: codeAt(secret, 0) });
    expect(signedIn.code, signedIn.msg).toBe(0);
    expect(signedIn.data.token).toEqual(expect.any(String));
    // The ticket is spent with the sign-in.
    const again = await finish(user.host, ticket, { code: codeAt(secret, 1) });
    expect(again.code).toBe(ERRORS.SECOND_FACTOR_WRONG.code);
  });

  it('keeps a stolen session from binding its own authenticator: the set-up asks for the password', async () => {
    const user = await signUp();
    const from = '10.9.5.1';
    const setUp = await post('/user/twoFactor/setup', user);
    expect(setUp.code).toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
    expect(setUp.msg).toBe('Confirm your password to continue');
    // Guessing the password on the step-up meets the throttle like any other check of it.
    for (let i = 0; i < 5; i++)
      expect((await confirmPassword(user, `guess${i}`, from)).code).toBe(
        ERRORS.WRONG_CREDENTIALS.code,
      );
    expect((await confirmPassword(user, 'abc123', from)).code).toBe(ERRORS.RATE_LIMITED.code);
    expect((await post('/user/twoFactor/setup', user)).code).toBe(
      ERRORS.SECOND_FACTOR_REQUIRED.code,
    );
    // The owner, from their own address, gets through.
    expect((await confirmPassword(user)).code).toBe(0);
    expect((await post('/user/twoFactor/setup', user)).code).toBe(0);
  });

  it('asks a user with 2FA for the step-up before the old password, so a guess learns nothing', async () => {
    const user = await signUp();
    await enrol(user);
    for (const oldPassword of ['wrong1', 'abc123']) {
      const answer = await call(t.app, 'PUT', '/user/password', {
        ...user,
        body: { oldPassword, password: 'new123' },
      });
      expect(answer.body.code).toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
    }
  });

  it('throttles recovery codes on a step-up, and tells the owner of new ones', async () => {
    const user = await signUp();
    const { secret } = await enrol(user);
    const from = '10.9.6.1';
    const stepUp = (secondFactor: object) =>
      post('/user/step-up', { ...user, from, body: { secondFactor } });
    for (let i = 0; i < 5; i++)
      expect((await stepUp({ recoveryCode: `aaaa${i}-bbbbb` })).code).toBe(
        ERRORS.SECOND_FACTOR_WRONG.code,
      );
    expect((await stepUp({ code: codeAt(secret, 0) })).code).toBe(ERRORS.RATE_LIMITED.code);
    const stepped = await post('/user/step-up', {
      ...user,
      body: { secondFactor: { code: codeAt(secret, 0) } },
    });
    expect(stepped.code, stepped.msg).toBe(0);
    expect((await post('/user/twoFactor/recoveryCodes', user)).code).toBe(0);
    const notices = await call(t.app, 'GET', '/user/notifications', user);
    expect(notices.body.data[0].kind).toBe('RECOVERY_CODES_CHANGED');
  });

  it('lets the owner undo a TOTP turned on today: every session ends, sign-in needs the password alone', async () => {
    const user = await signUp();
    const { recoveryCodes } = await enrol(user);
    const owner = await post('/user/login/second-factor', {
      host: user.host,
      body: {
        ticket: await challenge(user.host, user.username),
        secondFactor: { recoveryCode: recoveryCodes[0] },
      },
    });
    expect(owner.code, owner.msg).toBe(0);
    const mine = { host: user.host, token: owner.data.token as string };
    const undone = await post('/user/security/notMe', { ...mine, body: { password: 'abc123' } });
    expect(undone.code, undone.msg).toBe(0);
    for (const session of [user, mine])
      expect((await call(t.app, 'GET', '/user', session)).body.code).toBe(
        ERRORS.TOKEN_REVOKED.code,
      );
    const signedIn = await post('/user/login', {
      host: user.host,
      body: { username: user.username, password: 'abc123' },
    });
    expect(signedIn.data).toEqual({ token: expect.any(String) });
    const back = { host: user.host, token: signedIn.data.token as string };
    expect((await call(t.app, 'GET', '/user/twoFactor', back)).body.data).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const notices = await call(t.app, 'GET', '/user/notifications', back);
    expect(notices.body.data[0]).toMatchObject({ kind: 'RECENT_FACTORS_REMOVED', detail: '1' });
  });

  it('accepts a code one step either side of now, not two', async () => {
    const user = await signUp();
    const { secret } = await enrol(user); // used step -1
    const ticket = await challenge(user.host, user.username, 'abc123', '10.9.0.1');
    for (const offset of [-2, 2]) {
      const refused = await finish(user.host, ticket, { code: codeAt(secret, offset) }, '10.9.0.1');
      expect(refused.code).toBe(ERRORS.SECOND_FACTOR_WRONG.code);
    }
    expect((await finish(user.host, ticket, { code: codeAt(secret, 1) }, '10.9.0.1')).code).toBe(0);

    clock += STEP; // the code of "+1" is now the current step's: already used
    const next = await challenge(user.host, user.username, 'abc123', '10.9.0.1');
    const replay = await finish(user.host, next, { code: codeAt(secret, 0) }, '10.9.0.1');
    expect(replay.code).toBe(ERRORS.SECOND_FACTOR_WRONG.code);
    expect(replay.msg).toMatch(/already used/);
    expect((await finish(user.host, next, { code: codeAt(secret, 1) }, '10.9.0.1')).code).toBe(0);
  });

  it('takes each recovery code once, with or without its dash and in any case', async () => {
    const user = await signUp();
    const { recoveryCodes } = await enrol(user);
    const code: string = recoveryCodes[3];
    const first = await challenge(user.host, user.username);
    const used = await finish(user.host, first, {
      recoveryCode: code.replace('-', '').toLowerCase(),
    });
    expect(used.code, used.msg).toBe(0);
    const second = await challenge(user.host, user.username);
    expect((await finish(user.host, second, { recoveryCode: code })).code).toBe(
      ERRORS.SECOND_FACTOR_WRONG.code,
    );
    const state = await call(t.app, 'GET', '/user/twoFactor', { ...user, token: used.data.token });
    expect(state.body.data.recoveryCodesLeft).toBe(9);
  });

  it('locks the code step after 5 wrong codes, with the wait, and opens again after the window', async () => {
    const user = await signUp();
    const { secret } = await enrol(user);
    const from = '10.9.1.1';
    const ticket = await challenge(user.host, user.username, 'abc123', from);
    for (let i = 0; i < 5; i++) {
      const wrong = await finish(user.host, ticket, { code: '000000' }, from);
      expect(wrong.code).toBe(ERRORS.SECOND_FACTOR_WRONG.code);
    }
    const locked = await finish(user.host, ticket, { code: codeAt(secret, 0) }, from);
    expect(locked.code).toBe(ERRORS.RATE_LIMITED.code);
    expect(locked.msg).toMatch(/try again in 15 min/i);
    clock += 15 * MINUTE + STEP;
    // The ticket outlived its 5 minutes meanwhile; a new sign-in gets through.
    const fresh = await challenge(user.host, user.username, 'abc123', from);
    expect((await finish(user.host, fresh, { code: codeAt(secret, 0) }, from)).code).toBe(0);
  });

  it('refuses a ticket after its 5 minutes', async () => {
    const user = await signUp();
    const { secret } = await enrol(user);
    const ticket = await challenge(user.host, user.username);
    clock += 5 * MINUTE + STEP;
    const late = await finish(user.host, ticket, { code: codeAt(secret, 0) });
    expect(late.code).toBe(ERRORS.SECOND_FACTOR_WRONG.code);
    expect(late.msg).toMatch(/took too long/);
  });

  describe('step-up', () => {
    const host = 'inr.localhost';
    let token: string;
    const stepUp = (offset: number) =>
      post('/user/step-up', {
        host,
        token,
        body: { secondFactor: { code: codeAt(DEMO_TOTP_SECRET, offset) } },
      });
    const request = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
      call(t.app, method, path, { host, token, ...(body ? { body } : {}) }).then((r) => r.body);
    const savedBank = { accountName: 'Demo Investor', bank: 'HDFC Bank', extraCode: 'HDFC0001234' };
    const withdraw = (accountNumber: string) =>
      request('POST', '/finance/withdraw', {
        amount: '100',
        opPwd: DEMO_OP_PASSWORD,
        ...savedBank,
        accountNumber,
      });

    beforeAll(async () => {
      clock += STEP;
      const ticket = await challenge(host, DEMO_INVESTOR.username, DEMO_INVESTOR.password);
      const signedIn = await finish(host, ticket, { code: codeAt(DEMO_TOTP_SECRET, 0) });
      expect(signedIn.code, signedIn.msg).toBe(0);
      token = signedIn.data.token;
    });

    it("holds the demo investor's documented recovery codes, not none", async () => {
      const state = await call(t.app, 'GET', '/user/twoFactor', { host, token });
      expect(state.body.data).toMatchObject({
        enabled: true,
        recoveryCodesLeft: DEMO_RECOVERY_CODES.length,
      });
    });

    it('asks for it on exactly the listed calls', async () => {
      const listed = [
        await withdraw('50100123456789'),
        await request('POST', '/userBank/add', { ...savedBank, accountNumber: '50100999999999' }),
        await request('PUT', '/userBank/update', {
          id: 1,
          ...savedBank,
          accountNumber: '501009999999',
        }),
        await request('PUT', '/user/password', { oldPassword: 'demo12', password: 'demo34' }),
        await request('PUT', '/user/opPwd', { oldPassword: DEMO_OP_PASSWORD, password: '654321' }),
        await request('POST', '/user/twoFactor/recoveryCodes'),
      ];
      for (const answer of listed) expect(answer.code).toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
      const unlisted = [
        await request('POST', '/stockTrade/buy', { id: 2001, amount: 1, price: '100' }),
        await request('POST', '/stock/favorite/2001'),
      ];
      for (const answer of unlisted)
        expect(answer.code).not.toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
    });

    it('opens a 5-minute window with a code, and new destinations cool off for the tenant hours', async () => {
      const opened = await stepUp(1); // step 0 signed in
      expect(opened.code, opened.msg).toBe(0);
      expect(opened.data.until).toBe(clock + 5 * MINUTE);
      const withdrawn = await withdraw('50100123456789');
      expect(withdrawn.code, withdrawn.msg).toBe(0);

      const added = await request('POST', '/userBank/add', {
        ...savedBank,
        accountNumber: '50100777777777',
      });
      expect(added.code, added.msg).toBe(0);
      expect(added.data.usableFrom).toBe(clock + 24 * 60 * MINUTE);
      const cooling = await withdraw('50100777777777');
      expect(cooling.code).toBe(ERRORS.DESTINATION_COOLING_OFF.code);
      expect(cooling.msg).toMatch(/can be used from \d{4}-\d\d-\d\d \d\d:\d\d UTC/);

      clock += 6 * MINUTE;
      expect((await withdraw('50100123456789')).code).toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
      clock += 24 * 60 * MINUTE;
      expect((await stepUp(0)).code).toBe(0);
      const later = await withdraw('50100777777777');
      expect(later.code, later.msg).toBe(0);
    });

    it('keeps 2FA on where the tenant requires it', async () => {
      const off = await request('POST', '/user/twoFactor/disable');
      expect(off.code).toBe(ERRORS.INVALID_STATE.code);
    });
  });

  it('turns 2FA off only within a step-up, after which sign-in needs the password alone', async () => {
    const user = await signUp();
    const { secret } = await enrol(user);
    const refused = await post('/user/twoFactor/disable', user);
    expect(refused.code).toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
    const stepped = await post('/user/step-up', {
      ...user,
      body: { secondFactor: { code: codeAt(secret, 0) } },
    });
    expect(stepped.code, stepped.msg).toBe(0);
    expect((await post('/user/twoFactor/disable', user)).code).toBe(0);
    const signedIn = await post('/user/login', {
      host: user.host,
      body: { username: user.username, password: 'abc123' },
    });
    expect(signedIn.data.token).toEqual(expect.any(String));
    // The owner is told of both changes, newest first.
    const notices = await call(t.app, 'GET', '/user/notifications', user);
    expect(notices.body.data.map((n: { kind: string }) => n.kind)).toEqual([
      'TWO_FACTOR_OFF',
      'TWO_FACTOR_ON',
    ]);
  });

  it('holds money and trading back from a user of a tenant that requires 2FA until enrolled', async () => {
    const user = await signUp('inr');
    // The sign-in itself says so, for the app to open the set-up; a tenant without the rule does not.
    const signedIn = await post('/user/login', {
      host: user.host,
      body: { username: user.username, password: 'abc123' },
    });
    expect(signedIn.data).toEqual({ token: expect.any(String), enrolmentRequired: true });
    const elsewhere = await signUp('ngn');
    const plain = await post('/user/login', {
      host: elsewhere.host,
      body: { username: elsewhere.username, password: 'abc123' },
    });
    expect(plain.data).toEqual({ token: expect.any(String) });
    const state = await call(t.app, 'GET', '/user/twoFactor', user);
    expect(state.body.data).toEqual({
      enabled: false,
      enrolmentRequired: true,
      recoveryCodesLeft: 0,
      passkey: false,
    });
    const buy = () =>
      post('/stockTrade/buy', { ...user, body: { id: 2001, amount: 1, price: '100' } });
    const order = { type: 'LIMIT', quantity: 1, limitPrice: '1.00' };
    const place = () =>
      post('/order/place', {
        ...user,
        body: { ...order, stockId: 2001, side: 'BUY', timeInForce: 'GTC' },
      });
    const modify = () => post('/order/modify', { ...user, body: { ...order, id: 1 } });
    for (const held of [buy, place, modify])
      expect((await held()).code).toBe(ERRORS.TWO_FACTOR_ENROLMENT_REQUIRED.code);
    // Reading is open meanwhile.
    expect((await call(t.app, 'GET', '/user/balance', user)).body.code).toBe(0);
    await enrol(user);
    for (const held of [buy, place, modify])
      expect((await held()).code).not.toBe(ERRORS.TWO_FACTOR_ENROLMENT_REQUIRED.code);
  });
});
