import { ERRORS } from '@trading/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR, REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { call, uniqueUsername, type Envelope } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { startTestApp, type TestApp } from '../support/test-app';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const HOST = 'ngn.localhost';
const ORIGIN = `http://${HOST}`;

interface Call {
  token?: string;
  body?: unknown;
  ua?: string;
  host?: string;
  from?: string;
  headers?: Record<string, string>;
}

describe.each(DB_KINDS)('devices, passkeys and notifications on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  // Moved forward past a new destination's cooling-off by the withdrawal test, never back.
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => clock });
    app = t.app;
  });
  afterAll(() => t?.close());

  async function api<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: Call = {},
  ): Promise<Envelope<T>> {
    const headers: Record<string, string> = { host: options.host ?? HOST, ...options.headers };
    if (options.token) headers.token = options.token;
    if (options.ua) headers['user-agent'] = options.ua;
    const response = await app.inject({
      method,
      url: `/api${path}`,
      headers,
      ...(options.from ? { remoteAddress: options.from } : {}),
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return response.json() as Envelope<T>;
  }
  async function ok<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: Call = {},
  ) {
    const body = await api<T>(method, path, options);
    if (body.code !== 0) throw new Error(`${method} ${path}: ${body.code} ${body.msg}`);
    return body.data;
  }
  async function signUp() {
    const username = uniqueUsername('d');
    await ok('POST', '/user/register', {
      body: { username, password: 'abc123', authCode: REGISTRATION_CODES.ngn },
    });
    return username;
  }
  const signIn = async (username: string, ua = CHROME_WINDOWS, from?: string) =>
    (
      await ok<{ token: string }>('POST', '/user/login', {
        body: { username, password: 'abc123' },
        ua,
        ...(from ? { from } : {}),
      })
    ).token;

  /** Opens a step-up window on the session with the password: a user with no second factor. */
  const confirmPassword = (token: string, password = 'abc123') =>
    api('POST', '/user/step-up', { token, body: { password } });
  const kindsOf = async (token: string) =>
    (await ok('GET', '/user/notifications', { token })).map((n: { kind: string }) => n.kind);

  it('lists the active sessions with device, masked place, created and last seen, marking this one', async () => {
    const username = await signUp();
    const laptop = await signIn(username, CHROME_WINDOWS, '203.0.113.77');
    const phone = await signIn(username, SAFARI_IPHONE, '198.51.100.9');
    const list = await ok('GET', '/user/sessions', { token: laptop });
    expect(list).toHaveLength(2);
    const byDevice = Object.fromEntries(list.map((s: { device: string }) => [s.device, s]));
    expect(byDevice['Chrome 131 (Windows)']).toMatchObject({ place: '203.0.x.x', current: true });
    expect(byDevice['Safari 17 (iOS)']).toMatchObject({ place: '198.51.x.x', current: false });
    for (const s of list) {
      expect(s.lastSeenTime).toBeGreaterThanOrEqual(s.createdTime);
      expect(s.createdTime).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(
      (await ok('GET', '/user/sessions', { token: phone })).find(
        (s: { current: boolean }) => s.current,
      ).device,
    ).toBe('Safari 17 (iOS)');
  });

  it('signs out one session at once, and only one of the caller’s own', async () => {
    const username = await signUp();
    const laptop = await signIn(username);
    const phone = await signIn(username, SAFARI_IPHONE);
    const stranger = await signIn(await signUp());
    const phoneId = (await ok('GET', '/user/sessions', { token: laptop })).find(
      (s: { current: boolean }) => !s.current,
    ).id;
    // Someone else's session is not found, and stays signed in.
    expect((await api('DELETE', `/user/sessions/${phoneId}`, { token: stranger })).code).toBe(
      ERRORS.NOT_FOUND.code,
    );
    expect((await api('GET', '/user', { token: phone })).code).toBe(0);
    await ok('DELETE', `/user/sessions/${phoneId}`, { token: laptop });
    expect((await api('GET', '/user', { token: phone })).code).toBe(ERRORS.TOKEN_REVOKED.code);
    expect((await api('GET', '/user', { token: laptop })).code).toBe(0);
    expect(
      (await ok('GET', '/user/sessions', { token: laptop })).map((s: { id: number }) => s.id),
    ).not.toContain(phoneId);
    expect((await api('DELETE', `/user/sessions/${phoneId}`, { token: laptop })).code).toBe(
      ERRORS.NOT_FOUND.code,
    );
  });

  it('signs out everywhere else, and a password change does the same', async () => {
    const username = await signUp();
    const [a, b, c] = [await signIn(username), await signIn(username), await signIn(username)];
    // A stolen session cannot sign the owner out: the password comes first.
    const refused = await api('POST', '/user/sessions/revokeOthers', { token: a });
    expect(refused.code).toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
    expect(refused.msg).toBe('Confirm your password to continue');
    expect((await api('GET', '/user', { token: b })).code).toBe(0);
    expect((await confirmPassword(a, 'wrong1')).code).toBe(ERRORS.WRONG_CREDENTIALS.code);
    expect((await confirmPassword(a)).code).toBe(0);
    await ok('POST', '/user/sessions/revokeOthers', { token: a });
    expect((await api('GET', '/user', { token: b })).code).toBe(ERRORS.TOKEN_REVOKED.code);
    expect((await api('GET', '/user', { token: c })).code).toBe(ERRORS.TOKEN_REVOKED.code);
    expect((await ok('GET', '/user/sessions', { token: a })).length).toBe(1);

    const d = await signIn(username);
    await ok('PUT', '/user/password', {
      token: a,
      body: { oldPassword: 'abc123', password: 'xyz789' },
    });
    expect((await api('GET', '/user', { token: d })).code).toBe(ERRORS.TOKEN_REVOKED.code);
    expect((await ok('GET', '/user/sessions', { token: a })).length).toBe(1);
  });

  it('notifies a sign-in on a new device and a password change, only to the owner', async () => {
    const username = await signUp();
    const first = await signIn(username, CHROME_WINDOWS);
    // The first sign-in, and the same device again, are no news.
    await signIn(username, CHROME_WINDOWS);
    expect(await ok('GET', '/user/notifications', { token: first })).toEqual([]);
    await signIn(username, SAFARI_IPHONE, '198.51.100.9');
    await ok('PUT', '/user/password', {
      token: first,
      body: { oldPassword: 'abc123', password: 'xyz789' },
    });
    const list = await ok('GET', '/user/notifications', { token: first });
    expect(list.map((n: { kind: string }) => n.kind)).toEqual([
      'PASSWORD_CHANGED',
      'NEW_DEVICE_SIGN_IN',
    ]);
    expect(list[1]).toMatchObject({ detail: 'Safari 17 (iOS) · 198.51.x.x', read: false });
    expect(await ok('GET', '/user/notifications/unread', { token: first })).toEqual({ count: 2 });

    const stranger = await signIn(await signUp());
    expect(await ok('GET', '/user/notifications', { token: stranger })).toEqual([]);
    await ok('POST', '/user/notifications/read', { token: stranger });
    expect(await ok('GET', '/user/notifications/unread', { token: first })).toEqual({ count: 2 });

    await ok('POST', '/user/notifications/read', { token: first });
    expect(await ok('GET', '/user/notifications/unread', { token: first })).toEqual({ count: 0 });
    expect(
      (await ok('GET', '/user/notifications', { token: first })).every(
        (n: { read: boolean }) => n.read,
      ),
    ).toBe(true);
  });

  it('notifies a new withdrawal destination and a withdrawal request, once per request', async () => {
    const token = (
      await ok<{ token: string }>('POST', '/user/login', {
        body: { username: DEMO_INVESTOR.username, password: DEMO_INVESTOR.password },
      })
    ).token;
    await ok('POST', '/userBank/add', {
      token,
      body: { accountName: 'Demo Investor', bank: 'Zenith Bank', accountNumber: '0011223346' },
    });
    const [added] = await ok('GET', '/user/notifications', { token });
    expect(added).toMatchObject({
      kind: 'WITHDRAWAL_DESTINATION_ADDED',
      detail: 'Zenith Bank •••• 3346',
    });
    // Usable once the tenant's cooling-off (24 h) is over.
    clock += 25 * 3_600_000;
    const withdrawal = {
      token,
      headers: { 'idempotency-key': 'devices-w1' },
      body: {
        amount: '1000',
        opPwd: '123456',
        accountName: 'Demo Investor',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
      },
    };
    const first = await ok('POST', '/finance/withdraw', withdrawal);
    // A retry gets the stored answer, and the owner hears of the withdrawal once.
    expect(await ok('POST', '/finance/withdraw', withdrawal)).toEqual(first);
    const told = (await ok('GET', '/user/notifications', { token })).filter(
      (n: { kind: string }) => n.kind === 'WITHDRAWAL_REQUESTED',
    );
    expect(told).toEqual([
      expect.objectContaining({ money: { amount: '1000.00', currency: 'NGN', usdt: false } }),
    ]);
  });

  describe('passkeys', () => {
    async function register(token: string, authenticator = new SoftAuthenticator(HOST, ORIGIN)) {
      const options = await ok('POST', '/user/passkeys/options', { token, ua: CHROME_WINDOWS });
      expect(options.rp.id).toBe(HOST);
      const passkey = await ok('POST', '/user/passkeys', {
        token,
        ua: CHROME_WINDOWS,
        body: { credential: authenticator.create(options.challenge) },
      });
      return { authenticator, passkey };
    }
    async function passkeySignIn(
      authenticator: SoftAuthenticator,
      answer?: (challenge: string) => unknown,
    ) {
      const { challenge } = await ok('POST', '/user/passkeyLogin/options');
      return api<{ token: string }>('POST', '/user/passkeyLogin', {
        ua: SAFARI_IPHONE,
        body: { credential: answer ? answer(challenge) : authenticator.get(challenge) },
      });
    }

    it('registers a passkey, signs in with it into a normal session, lists and removes it', async () => {
      const username = await signUp();
      const token = await signIn(username);
      await confirmPassword(token);
      const { authenticator, passkey } = await register(token);
      expect(passkey).toMatchObject({ name: 'Chrome 131 (Windows)', lastUsedTime: null });
      expect((await ok('GET', '/user/notifications', { token }))[0]).toMatchObject({
        kind: 'PASSKEY_ADDED',
        detail: 'Chrome 131 (Windows)',
      });

      const signedIn = await passkeySignIn(authenticator);
      expect(signedIn.code).toBe(0);
      const profile = await ok('GET', '/user', { token: signedIn.data.token });
      expect(profile.username).toBe(username);
      expect(
        (await ok('GET', '/user/sessions', { token })).map((s: { device: string }) => s.device),
      ).toContain('Safari 17 (iOS)');
      const [listed] = await ok('GET', '/user/passkeys', { token });
      expect(listed.id).toBe(passkey.id);
      expect(listed.lastUsedTime).not.toBeNull();

      const stranger = await signIn(await signUp());
      expect((await api('DELETE', `/user/passkeys/${passkey.id}`, { token: stranger })).code).toBe(
        ERRORS.NOT_FOUND.code,
      );
      expect(await ok('GET', '/user/passkeys', { token: stranger })).toEqual([]);
      // The passkey is now a second factor: removing it asks for it first.
      expect((await api('DELETE', `/user/passkeys/${passkey.id}`, { token })).code).toBe(
        ERRORS.SECOND_FACTOR_REQUIRED.code,
      );
      expect(await ok('GET', '/user/passkeys', { token })).toHaveLength(1);
      const { challenge } = await ok('POST', '/user/step-up/passkeyOptions', { token });
      await ok('POST', '/user/step-up', {
        token,
        body: { secondFactor: { passkey: authenticator.get(challenge) } },
      });
      await ok('DELETE', `/user/passkeys/${passkey.id}`, { token });
      expect(await ok('GET', '/user/passkeys', { token })).toEqual([]);
      expect((await ok('GET', '/user/notifications', { token }))[0]).toMatchObject({
        kind: 'PASSKEY_REMOVED',
        detail: 'Chrome 131 (Windows)',
      });
      expect((await passkeySignIn(authenticator)).code).toBe(ERRORS.WRONG_CREDENTIALS.code);
    });

    it('refuses a replayed, foreign, unverified or forged assertion', async () => {
      const token = await signIn(await signUp());
      await confirmPassword(token);
      const { authenticator } = await register(token);
      const { challenge } = await ok('POST', '/user/passkeyLogin/options');
      const answer = authenticator.get(challenge);
      const send = (credential: unknown, host = HOST) =>
        api('POST', '/user/passkeyLogin', { host, body: { credential } });
      expect((await send(answer)).code).toBe(0);
      // The challenge was used: the same answer again is refused.
      const replay = await send(answer);
      expect(replay.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
      expect(replay.msg).toBe('This passkey could not be verified, please try again');
      // A challenge never issued.
      expect((await send(authenticator.get('bm90LWlzc3VlZA'))).code).toBe(
        ERRORS.WRONG_CREDENTIALS.code,
      );
      // No user verification: one factor is not enough.
      expect(
        (await passkeySignIn(authenticator, (c) => authenticator.get(c, { userVerified: false })))
          .code,
      ).toBe(ERRORS.WRONG_CREDENTIALS.code);
      // Signed by another key under this credential's id.
      const impostor = new SoftAuthenticator(HOST, ORIGIN);
      const forged = await passkeySignIn(authenticator, (c) => ({
        ...impostor.get(c),
        id: answer.id,
        rawId: answer.rawId,
      }));
      expect(forged.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
      // Another tenant's host knows neither the challenge nor the passkey.
      const inr = await ok('POST', '/user/passkeyLogin/options', { host: 'inr.localhost' });
      expect((await send(authenticator.get(inr.challenge), 'inr.localhost')).code).toBe(
        ERRORS.WRONG_CREDENTIALS.code,
      );
      // Garbage in the credential is a clear refusal, never a 5xx.
      const garbage = await send({
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        response: { clientDataJSON: '%%%' },
      });
      expect(garbage.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
    });

    describe('as a step-up factor', () => {
      const stepUpWith = (token: string, credential: unknown) =>
        api<{ until: number }>('POST', '/user/step-up', {
          token,
          body: { secondFactor: { passkey: credential } },
        });
      const changePassword = (token: string, password: string, oldPassword = 'abc123') =>
        api('PUT', '/user/password', { token, body: { oldPassword, password } });

      it('asks a passkey-only user for the passkey, then lets the change through', async () => {
        const token = await signIn(await signUp());
        expect(await ok('GET', '/user/twoFactor', { token })).toMatchObject({
          enabled: false,
          passkey: false,
        });
        await confirmPassword(token);
        const { authenticator } = await register(token);
        expect(await ok('GET', '/user/twoFactor', { token })).toMatchObject({
          enabled: false,
          passkey: true,
        });
        expect((await changePassword(token, 'abc456')).code).toBe(
          ERRORS.SECOND_FACTOR_REQUIRED.code,
        );
        const { challenge } = await ok('POST', '/user/step-up/passkeyOptions', { token });
        const stepped = await stepUpWith(token, authenticator.get(challenge));
        expect(stepped.code, stepped.msg).toBe(0);
        expect(stepped.data.until).toBe(clock + 5 * 60_000);
        const changed = await changePassword(token, 'abc456');
        expect(changed.code, changed.msg).toBe(0);
      });

      it('takes only a fresh challenge issued to this user, answered by their own passkey', async () => {
        const token = await signIn(await signUp());
        await confirmPassword(token);
        const { authenticator } = await register(token);
        const stranger = await signIn(await signUp());
        await confirmPassword(stranger);
        const { authenticator: theirs } = await register(stranger);
        const refused = async (credential: unknown) =>
          expect((await stepUpWith(token, credential)).code).toBe(ERRORS.WRONG_CREDENTIALS.code);

        // A sign-in challenge (issued to nobody) does not open a step-up.
        const signInOptions = await ok('POST', '/user/passkeyLogin/options');
        await refused(authenticator.get(signInOptions.challenge));
        // Another user's challenge, or another user's passkey on this user's challenge.
        const foreign = await ok('POST', '/user/step-up/passkeyOptions', { token: stranger });
        await refused(authenticator.get(foreign.challenge));
        const mine = await ok('POST', '/user/step-up/passkeyOptions', { token });
        await refused(theirs.get(mine.challenge));
        // The challenge was spent by that refusal; a used answer is refused too.
        await refused(authenticator.get(mine.challenge));
        const fresh = await ok('POST', '/user/step-up/passkeyOptions', { token });
        const answer = authenticator.get(fresh.challenge);
        expect((await stepUpWith(token, answer)).code).toBe(0);
        await refused(answer);
        // No user verification: the passkey must stand for two factors.
        const unverified = await ok('POST', '/user/step-up/passkeyOptions', { token });
        await refused(authenticator.get(unverified.challenge, { userVerified: false }));
      });

      it('asks for the factor before another passkey or a TOTP set-up, so a stolen session cannot add its own', async () => {
        const token = await signIn(await signUp());
        await confirmPassword(token);
        const { authenticator } = await register(token);
        const intruder = new SoftAuthenticator(HOST, ORIGIN);
        // With a second factor on, the password alone no longer opens a step-up.
        const byPassword = await confirmPassword(token);
        expect(byPassword.code).toBe(ERRORS.INVALID_STATE.code);
        for (const path of ['/user/passkeys/options', '/user/twoFactor/setup'])
          expect((await api('POST', path, { token })).code).toBe(
            ERRORS.SECOND_FACTOR_REQUIRED.code,
          );
        expect(await ok('GET', '/user/passkeys', { token })).toHaveLength(1);
        const { challenge } = await ok('POST', '/user/step-up/passkeyOptions', { token });
        expect((await stepUpWith(token, authenticator.get(challenge))).code).toBe(0);
        await register(token, intruder);
        expect(await ok('GET', '/user/passkeys', { token })).toHaveLength(2);
        // A new factor closes the window: the next change is proved again.
        expect((await api('POST', '/user/twoFactor/setup', { token })).code).toBe(
          ERRORS.SECOND_FACTOR_REQUIRED.code,
        );
        const again = await ok('POST', '/user/step-up/passkeyOptions', { token });
        expect((await stepUpWith(token, intruder.get(again.challenge))).code).toBe(0);
        expect((await api('POST', '/user/twoFactor/setup', { token })).code).toBe(0);
      });

      it('needs no step-up, and offers no passkey challenge, without a second factor', async () => {
        const token = await signIn(await signUp());
        const options = await api('POST', '/user/step-up/passkeyOptions', { token });
        expect(options.code).toBe(ERRORS.INVALID_STATE.code);
        expect(options.msg).toBe('You have no passkey on this account');
        const changed = await changePassword(token, 'abc456');
        expect(changed.code, changed.msg).toBe(0);
      });
    });

    it('keeps a stolen session from adding its own passkey; "this wasn\'t me" takes a new one away and ends every session', async () => {
      const username = await signUp();
      const stolen = await signIn(username);
      const thief = new SoftAuthenticator(HOST, ORIGIN);
      // Without the password the session gets no registration challenge and stores no passkey.
      expect((await api('POST', '/user/passkeys/options', { token: stolen })).code).toBe(
        ERRORS.SECOND_FACTOR_REQUIRED.code,
      );
      const unasked = await api('POST', '/user/passkeys', {
        token: stolen,
        body: { credential: thief.create('bm90LWlzc3VlZA') },
      });
      expect(unasked.code).toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
      expect(await ok('GET', '/user/passkeys', { token: stolen })).toEqual([]);

      // One who also knew the password adds a passkey: the owner is told, on every device.
      const owner = await signIn(username, SAFARI_IPHONE);
      expect((await confirmPassword(stolen)).code).toBe(0);
      await register(stolen, thief);
      expect(await kindsOf(owner)).toContain('PASSKEY_ADDED');
      const wrong = await api('POST', '/user/security/notMe', {
        token: owner,
        body: { password: 'wrong1' },
      });
      expect(wrong.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
      expect((await api('GET', '/user', { token: stolen })).code).toBe(0);

      await ok('POST', '/user/security/notMe', { token: owner, body: { password: 'abc123' } });
      for (const token of [owner, stolen])
        expect((await api('GET', '/user', { token })).code).toBe(ERRORS.TOKEN_REVOKED.code);
      expect((await passkeySignIn(thief)).code).toBe(ERRORS.WRONG_CREDENTIALS.code);
      const back = await signIn(username);
      expect(await ok('GET', '/user/passkeys', { token: back })).toEqual([]);
      expect((await ok('GET', '/user/notifications', { token: back }))[0]).toMatchObject({
        kind: 'RECENT_FACTORS_REMOVED',
        detail: '1',
      });
      // The password alone changes the password again: no factor of the thief's is asked for.
      const changed = await api('PUT', '/user/password', {
        token: back,
        body: { oldPassword: 'abc123', password: 'abc456' },
      });
      expect(changed.code, changed.msg).toBe(0);
    });

    it('refuses, with a 409, a passkey whose credential id is already registered', async () => {
      const owner = await signIn(await signUp());
      await confirmPassword(owner);
      const { authenticator } = await register(owner);
      const other = await signIn(await signUp());
      await confirmPassword(other);
      const copy = Object.assign(new SoftAuthenticator(HOST, ORIGIN), {
        credentialId: authenticator.credentialId,
      });
      const options = await ok('POST', '/user/passkeys/options', { token: other });
      const answer = await call(app, 'POST', '/user/passkeys', {
        host: HOST,
        token: other,
        body: { credential: copy.create(options.challenge) },
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        code: ERRORS.INVALID_STATE.code,
        msg: 'This passkey is already registered',
      });
      expect(await ok('GET', '/user/passkeys', { token: other })).toEqual([]);
      expect(await ok('GET', '/user/passkeys', { token: owner })).toHaveLength(1);
    });

    it("keeps a user's 4 newest registration challenges and 30 option calls a minute per address", async () => {
      const from = '192.0.2.60';
      const token = await signIn(await signUp());
      await confirmPassword(token);
      const options = () =>
        call(app, 'POST', '/user/passkeys/options', { host: HOST, token, from });
      const challenges: string[] = [];
      for (let i = 0; i < 5; i++) challenges.push((await options()).body.data.challenge);
      // The oldest was dropped when the fifth was issued.
      const stale = await api('POST', '/user/passkeys', {
        token,
        body: { credential: new SoftAuthenticator(HOST, ORIGIN).create(challenges[0]!) },
      });
      expect(stale.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
      // 30 calls a minute from one address; the 31st is refused.
      const answers = [];
      for (let i = 0; i < 26; i++) answers.push(await options());
      expect(answers.slice(0, 25).map((a) => a.status)).toEqual(Array(25).fill(200));
      expect(answers[25]!.status).toBe(429);
      // The newest is still answered.
      const fresh = await api('POST', '/user/passkeys', {
        token,
        body: {
          credential: new SoftAuthenticator(HOST, ORIGIN).create(answers[24]!.body.data.challenge),
        },
      });
      expect(fresh.code, fresh.msg).toBe(0);
      const stepUpOptions = (from: string) =>
        call(app, 'POST', '/user/step-up/passkeyOptions', { host: HOST, token, from });
      for (let i = 0; i < 30; i++) expect((await stepUpOptions('192.0.2.61')).status).toBe(200);
      const limited = await stepUpOptions('192.0.2.61');
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(ERRORS.RATE_LIMITED.code);
    });

    it('refuses a registration answered for another site or with a used challenge', async () => {
      const token = await signIn(await signUp());
      await confirmPassword(token);
      const options = await ok('POST', '/user/passkeys/options', { token });
      const phishing = new SoftAuthenticator('evil.localhost', 'http://evil.localhost');
      const refused = await api('POST', '/user/passkeys', {
        token,
        body: { credential: phishing.create(options.challenge) },
      });
      expect(refused.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
      const again = await api('POST', '/user/passkeys', {
        token,
        body: { credential: new SoftAuthenticator(HOST, ORIGIN).create(options.challenge) },
      });
      expect(again.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
      expect(await ok('GET', '/user/passkeys', { token })).toEqual([]);
    });
  });
});
