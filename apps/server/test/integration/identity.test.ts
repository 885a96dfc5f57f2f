import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_INVESTOR, REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { call, login, uniqueUsername } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('identity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { TOKEN_TTL: '60' } });
  });
  afterAll(() => t?.close());

  const register = (username: string, host = 'ngn.localhost', authCode = REGISTRATION_CODES.ngn) =>
    call(t.app, 'POST', '/user/register', {
      host,
      body: { username, password: 'abc123', authCode },
    });

  it('registers with the tenant code, then logs in with a 43-character token', async () => {
    const username = uniqueUsername();
    expect((await register(username)).body).toEqual({ code: 0, msg: 'success', data: null });
    const res = await call(t.app, 'POST', '/user/login', {
      body: { username, password: 'abc123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('rejects a wrong authorization code, a taken username and bad input', async () => {
    const username = uniqueUsername();
    expect((await register(username, 'ngn.localhost', 'JOIN-INR')).body.code).toBe(20002);
    await register(username);
    const taken = await register(username.toUpperCase());
    expect(taken.body.code).toBe(10008);
    const short = await call(t.app, 'POST', '/user/register', {
      body: { username: 'ab', password: 'abc123', authCode: 'JOIN-NGN' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 10001, data: null });
    expect(short.body.msg).toContain('username');
  });

  it('answers validation errors in the Accept-Language language', async () => {
    const body = { username: uniqueUsername(), authCode: 'JOIN-NGN' };
    const en = await call(t.app, 'POST', '/user/register', { body, lang: 'en-US,en;q=0.9' });
    const pt = await call(t.app, 'POST', '/user/register', { body, lang: 'pt-BR' });
    const zh = await call(t.app, 'POST', '/user/register', { body, lang: 'zh-CN' });
    expect(en.body.msg).toBe('password is required');
    expect(pt.body.msg).toBe('password é obrigatório');
    expect(zh.body.msg).toBe('password为必填项');
    const wrong = await call(t.app, 'POST', '/user/login', {
      body: { username: 'nobody', password: 'x' },
      lang: 'pt',
    });
    expect(wrong.body).toMatchObject({ code: 10007, msg: 'Usuário ou senha incorretos' });
  });

  it('answers bad JSON with a validation envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { host: 'ngn.localhost', 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.json()).toMatchObject({ code: 10001, data: null });
  });

  it('serves the profile of a new user with zero totals, and the session-ended codes', async () => {
    const username = uniqueUsername();
    await register(username);
    const token = await login(t.app, username, 'abc123');
    const profile = await call(t.app, 'GET', '/user', { token });
    expect(profile.body.code).toBe(0);
    expect(profile.body.data).toMatchObject({
      customerService: 'https://support.naira-markets.example/',
      name: null,
      username,
      totalAssets: '0.00',
      balanceUSD: '0.00',
    });
    expect(profile.body.data.account).toMatch(/^\d{10}$/);

    expect((await call(t.app, 'GET', '/user')).body.code).toBe(-99999);
    expect((await call(t.app, 'GET', '/user', { token: 'not-a-token' })).body.code).toBe(-99999);

    expect((await call(t.app, 'POST', '/user/logout', { token })).body.code).toBe(0);
    const revoked = await call(t.app, 'GET', '/user', { token });
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe(11012);
  });

  it('sets the render cookie at login (HttpOnly, SameSite=Strict), never takes it for /api, clears it at logout', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { host: 'ngn.localhost' },
      payload: { username: DEMO_INVESTOR.username, password: DEMO_INVESTOR.password },
    });
    const token = signIn.json().data.token as string;
    const set = signIn.cookies.find((c) => c.name === 'render_session');
    expect(set).toMatchObject({
      value: token,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: 60,
    });
    // The cookie alone is no way in: /api reads the token header only.
    const cookieOnly = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { host: 'ngn.localhost', cookie: `render_session=${token}` },
    });
    expect(cookieOnly.json().code).toBe(-99999);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { host: 'ngn.localhost', token, cookie: `render_session=${token}` },
      payload: {},
    });
    expect(logout.json().code).toBe(0);
    const cleared = logout.cookies.find((c) => c.name === 'render_session');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThan(Date.now());
  });

  it('answers 11011 once the token outlives TOKEN_TTL', async () => {
    const token = await login(t.app, DEMO_INVESTOR.username, DEMO_INVESTOR.password);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect((await call(t.app, 'GET', '/user', { token })).body.code).toBe(11011);
    } finally {
      vi.useRealTimers();
    }
  });

  it('changes the login password and logs out the other sessions', async () => {
    const username = uniqueUsername();
    await register(username);
    const a = await login(t.app, username, 'abc123');
    const b = await login(t.app, username, 'abc123');
    // In use right before the change, so the process has it cached: it must still end.
    expect((await call(t.app, 'GET', '/user', { token: b })).body.code).toBe(0);
    const wrongOld = await call(t.app, 'PUT', '/user/password', {
      token: a,
      body: { oldPassword: 'nope00', password: 'new456' },
    });
    expect(wrongOld.body.code).toBe(10007);
    const changed = await call(t.app, 'PUT', '/user/password', {
      token: a,
      body: { oldPassword: 'abc123', password: 'new456' },
    });
    expect(changed.body.code).toBe(0);
    expect((await call(t.app, 'GET', '/user', { token: a })).body.code).toBe(0);
    expect((await call(t.app, 'GET', '/user', { token: b })).body.code).toBe(11012);
    expect(
      (await call(t.app, 'POST', '/user/login', { body: { username, password: 'abc123' } })).body
        .code,
    ).toBe(10007);
    await login(t.app, username, 'new456');
  });

  it('sets a withdrawal password after a step-up, then requires the old one or a step-up to change it', async () => {
    const username = uniqueUsername();
    await register(username);
    const token = await login(t.app, username, 'abc123');
    const setOp = (body: object) => call(t.app, 'PUT', '/user/opPwd', { token, body });
    expect((await call(t.app, 'GET', '/user/opPwd', { token })).body.data).toEqual({
      exists: false,
    });
    // A first one: the account's password on this session first (a stolen session must not).
    const bare = await setOp({ password: '482916' });
    expect(bare.body.code).toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
    expect(bare.body.msg).toBe('Confirm your password to continue');
    expect(
      (await call(t.app, 'POST', '/user/step-up', { token, body: { password: 'abc123' } })).body
        .code,
    ).toBe(0);
    // The guessable ones are refused, each with its reason.
    const weak = {
      '123456': /not a run/,
      '654321': /not a run/,
      abcdef: /not a run/,
      '111111': /does not repeat/,
      '121212': /does not repeat/,
      '123123': /does not repeat/,
      '250690': /date/,
      '691225': /date/,
    };
    for (const [password, reason] of Object.entries(weak)) {
      const refused = await setOp({ password });
      expect(refused.body.code, password).toBe(ERRORS.VALIDATION.code);
      expect(refused.body.msg, password).toMatch(reason);
    }
    expect((await setOp({ password: '482916' })).body.code).toBe(0);
    expect((await call(t.app, 'GET', '/user/opPwd', { token })).body.data).toEqual({
      exists: true,
    });
    const wrong = await setOp({ oldPassword: '999999', password: '539172' });
    expect(wrong.body.code).toBe(20003);
    expect((await setOp({ oldPassword: '482916', password: '539172' })).body.code).toBe(0);
    const tooLong = await setOp({ oldPassword: '539172', password: '5391720' });
    expect(tooLong.body.code).toBe(10001);
    // Forgotten: a new one without the old inside the step-up window, and the owner is told.
    expect((await setOp({ password: '718293' })).body.code).toBe(0);
    const notices = await call(t.app, 'GET', '/user/notifications', { token });
    expect(JSON.stringify(notices.body.data)).toContain('WITHDRAWAL_PASSWORD_CHANGED');
  });

  it('asks for the step-up again to set a withdrawal password without the old one', async () => {
    const username = uniqueUsername();
    await register(username);
    const token = await login(t.app, username, 'abc123');
    await call(t.app, 'POST', '/user/step-up', { token, body: { password: 'abc123' } });
    expect(
      (await call(t.app, 'PUT', '/user/opPwd', { token, body: { password: '482916' } })).body.code,
    ).toBe(0);
    const other = await login(t.app, username, 'abc123');
    const forgot = await call(t.app, 'PUT', '/user/opPwd', {
      token: other,
      body: { password: '539172' },
    });
    expect(forgot.body.code).toBe(ERRORS.SECOND_FACTOR_REQUIRED.code);
  });
});

describe.each(DB_KINDS)('login rate limiting on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      loginLimits: { perAccountAddress: 5, perAddress: 8, windowMs: 60_000 },
    });
  });
  afterAll(() => t?.close());

  it('blocks an account after 5 failures, even with the right password', async () => {
    const bad = () =>
      call(t.app, 'POST', '/user/login', { body: { username: 'demo', password: 'wrong1' } });
    for (let i = 0; i < 5; i++) expect((await bad()).body.code).toBe(10007);
    const blocked = await call(t.app, 'POST', '/user/login', {
      body: { username: 'demo', password: 'demo12' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(10004);
    // Another tenant's "demo" is another account.
    await login(t.app, 'demo', 'demo12', 'inr.localhost');
  });

  // Runs after the test above: its 5 failures came from the same address (8 allowed).
  it('blocks an address after its failures across accounts', async () => {
    for (let i = 0; i < 3; i++) {
      await call(t.app, 'POST', '/user/login', {
        host: 'brl.localhost',
        body: { username: `ghost${i}`, password: 'x' },
      });
    }
    const blocked = await call(t.app, 'POST', '/user/login', {
      host: 'usd.localhost',
      body: { username: 'demo', password: 'demo12' },
    });
    expect(blocked.body.code).toBe(10004);
  });
});
