import { ERRORS } from '@trading/contract';
import { startMailCapture } from '@trading/e2e/mail-capture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { totpCodeAt, totpStep } from '../../src/identity/totp';
import { call, uniqueUsername } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const HOST = 'ngn.localhost';

describe.each(DB_KINDS)('forgot password, by a link mailed through SMTP, on %s', (kind) => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailCapture>>;
  // Moved forward past a link's life by the expiry test, never back.
  let clock = Date.now();
  beforeAll(async () => {
    mail = await startMailCapture();
    t = await startTestApp(kind, { env: { SMTP_URL: mail.url }, now: () => clock });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const post = async (
    path: string,
    body: unknown,
    options: { token?: string; from?: string } = {},
  ) => (await call(t.app, 'POST', path, { host: HOST, body, ...options })).body;

  async function signUp(password = 'abc123') {
    const username = uniqueUsername('r');
    const email = `${username}@example.test`;
    const made = await post('/user/register', {
      username,
      password,
      email,
      authCode: REGISTRATION_CODES.ngn,
    });
    expect(made.code, made.msg).toBe(0);
    const login = await post('/user/login', { username, password });
    return { username, email, token: login.data.token as string };
  }

  /** Asks for a link and reads it back from the mail the server sent. */
  async function mailedToken(email: string, from?: string) {
    const answer = await post('/user/password/forgot', { email }, from ? { from } : {});
    expect(answer.code, answer.msg).toBe(0);
    const sent = await mail.next(email);
    const link = /https?:\/\/\S+\/newPassword\?token=([\w%-]+)/.exec(sent.text);
    expect(link, sent.text).not.toBeNull();
    return { token: decodeURIComponent(link![1]!), text: sent.text };
  }

  it('mails a link that sets a new password once, ends every session and tells the owner', async () => {
    const me = await signUp();
    const { token, text } = await mailedToken(me.email, '10.1.0.1');
    expect(text).toContain(me.username);
    expect(text).toContain(`http://${HOST}/newPassword?token=`);

    const reset = await post('/user/password/reset', { token, password: 'new456' });
    expect(reset.code, reset.msg).toBe(0);
    // The session that was open before is over.
    expect((await call(t.app, 'GET', '/user', { host: HOST, token: me.token })).status).toBe(401);
    expect((await post('/user/login', { username: me.username, password: 'abc123' })).code).toBe(
      ERRORS.WRONG_CREDENTIALS.code,
    );
    const fresh = await post('/user/login', { username: me.username, password: 'new456' });
    expect(fresh.code).toBe(0);
    // Told by mail and in the app.
    const notice = await mail.next(me.email);
    expect(notice.text).toContain('was reset');
    const list = await call(t.app, 'GET', '/user/notifications', {
      host: HOST,
      token: fresh.data.token,
    });
    expect(JSON.stringify(list.body.data)).toContain('PASSWORD_CHANGED');

    // Single use.
    const again = await post('/user/password/reset', { token, password: 'abc999' });
    expect(again.code).toBe(ERRORS.RESET_LINK_INVALID.code);
    expect(again.msg).toMatch(/expired or was already used/);
  });

  it('answers an unknown address exactly as a known one and mails nobody', async () => {
    const me = await signUp();
    const known = await post('/user/password/forgot', { email: me.email }, { from: '10.1.0.2' });
    const unknown = await post(
      '/user/password/forgot',
      { email: `nobody-${me.username}@example.test` },
      { from: '10.1.0.2' },
    );
    expect(unknown).toEqual(known);
    await mail.next(me.email);
    await post('/user/password/forgot', { email: me.email }, { from: '10.1.0.2' });
    await mail.next(me.email);
    expect(mail.mails.filter((m) => m.to.some((to) => to.startsWith('nobody-')))).toEqual([]);
  });

  it('only the newest link works, and none after 30 minutes', async () => {
    const me = await signUp();
    const first = await mailedToken(me.email, '10.1.0.3');
    const second = await mailedToken(me.email, '10.1.0.3');
    expect(
      (await post('/user/password/reset', { token: first.token, password: 'new456' })).code,
    ).toBe(ERRORS.RESET_LINK_INVALID.code);
    clock += 31 * 60_000;
    const late = await post('/user/password/reset', { token: second.token, password: 'new456' });
    expect(late.code).toBe(ERRORS.RESET_LINK_INVALID.code);
    expect((await post('/user/login', { username: me.username, password: 'abc123' })).code).toBe(0);
  });

  it('throttles requests per address asked about and caller, the same for unknown addresses', async () => {
    const me = await signUp();
    const ask = (email: string) => post('/user/password/forgot', { email }, { from: '10.1.0.4' });
    const codes = async (email: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 6; i++) seen.push((await ask(email)).code);
      return seen;
    };
    expect(await codes(me.email)).toEqual([0, 0, 0, 0, 0, ERRORS.RATE_LIMITED.code]);
    expect(await codes(`ghost-${me.username}@example.test`)).toEqual([
      0,
      0,
      0,
      0,
      0,
      ERRORS.RATE_LIMITED.code,
    ]);
    // Another caller still gets its own tries for the owner's address.
    expect(
      (await post('/user/password/forgot', { email: me.email }, { from: '10.1.0.5' })).code,
    ).toBe(0);
  });

  it('asks an account with two-factor sign-in for its code too; a wrong one keeps the link', async () => {
    const me = await signUp();
    const user = { token: me.token };
    expect((await post('/user/step-up', { password: 'abc123' }, user)).code).toBe(0);
    const setup = await post('/user/twoFactor/setup', undefined, user);
    const secret: string = setup.data.secret;
    const codeAt = (offset: number) => totpCodeAt(secret, totpStep(clock) + offset);
    expect((await post('/user/twoFactor/confirm', { code: codeAt(-1) }, user)).code).toBe(0);

    const { token } = await mailedToken(me.email, '10.1.0.6');
    const bare = await post('/user/password/reset', { token, password: 'new456' });
    expect(bare.code).toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
    const wrong = await post('/user/password/reset', {
      token,
      password: 'new456',
      secondFactor: {
        code: ['000000', '111111', '222222'].find((c) => ![-1, 0, 1].map(codeAt).includes(c)),
      },
    });
    expect(wrong.code).toBe(ERRORS.SECOND_FACTOR_WRONG.code);
    const right = await post('/user/password/reset', {
      token,
      password: 'new456',
      secondFactor: { code: codeAt(0) },
    });
    expect(right.code, right.msg).toBe(0);
  });
});
