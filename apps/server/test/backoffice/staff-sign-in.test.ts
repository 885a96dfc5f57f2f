import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt, totpStep } from '../../src/identity/totp';
import { DEMO_STAFF } from '../../src/seed/demo-accounts';
import { api, ok } from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { signInStaff, staffLogin, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

const reviewer = DEMO_STAFF.find((s) => s.username === 'reviewer')!;
const MINUTE = 60_000;

describe.each(DB_KINDS)('staff sign in like a bank on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  /**
   * The server's clock runs ahead of the real time by `ahead`: moved forward to leave a
   * session idle, back to 0 before a sign-in (whose code is of the real time).
   */
  let ahead = 0;
  const clock = () => Date.now() + ahead;
  beforeAll(async () => {
    t = await startTestApp(kind, { now: clock });
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  const signIn = (username: string, password: string, host = 'ngn.localhost') =>
    api(t.app, 'POST', '/user/login', { host, body: { username, password } });
  const finish = (ticket: string, code: string, host = 'ngn.localhost') =>
    api(t.app, 'POST', '/user/login/second-factor', {
      host,
      body: { ticket, secondFactor: { code } },
    });
  const codeOf = (secret: string) => totpCodeAt(secret, totpStep(clock()));
  /** /admin/me as the console's own poll sends it, which is not a person's use. */
  const polled = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { host: 'ngn.localhost', token, 'x-background': '1' },
      })
    ).json().code;

  it('never serves a staff token while a second factor is still to be set up', async () => {
    // INR requires a second factor of investors; staff need one on every tenant.
    for (const host of ['inr.localhost', 'ngn.localhost']) {
      const answer = await signIn(reviewer.username, reviewer.password, host);
      expect(answer.code).toBe(0);
      expect(answer.data).not.toHaveProperty('token');
      expect(answer.data).not.toHaveProperty('enrolmentRequired');
      expect(answer.data).toMatchObject({ secondFactor: 'TOTP' });
    }
  });

  it("signs a seeded staff member in with their documented key's code", async () => {
    const answer = await signIn(reviewer.username, reviewer.password, 'usd.localhost');
    expect(answer.data.enrol).toBeUndefined();
    const signedIn = await finish(answer.data.ticket, codeOf(reviewer.totpSecret), 'usd.localhost');
    expect(signedIn.code).toBe(0);
    const me = await ok(t.app, 'GET', '/admin/me', {
      token: signedIn.data.token,
      host: 'usd.localhost',
    });
    expect(me.role).toBe('reviewer');
  });

  it('a new staff member sets up the second factor at their first sign-in, before any token', async () => {
    const password = 'amaka-at-the-desk';
    await ok(
      t.app,
      'POST',
      '/admin/staff',
      as('admin', { username: 'desk_amaka', password, role: 'reviewer' }),
    );
    const first = await signIn('desk_amaka', password);
    expect(first.code).toBe(0);
    expect(first.data).not.toHaveProperty('token');
    expect(first.data.enrol.uri).toMatch(/^otpauth:\/\/totp\//);
    const { secret } = first.data.enrol;
    const wrong = await finish(
      first.data.ticket,
      codeOf(secret) === '000000' ? '111111' : '000000',
    );
    expect(wrong.code).toBe(ERRORS.SECOND_FACTOR_WRONG.code);
    const done = await finish(first.data.ticket, codeOf(secret));
    expect(done.code).toBe(0);
    const me = await ok(t.app, 'GET', '/admin/me', {
      token: done.data.token,
      host: 'ngn.localhost',
    });
    expect(me.permissions).toEqual(['review']);
    // From now on the key set up is asked for, and no new one is offered.
    const next = await signIn('desk_amaka', password);
    expect(next.data).toMatchObject({ secondFactor: 'TOTP' });
    expect(next.data.enrol).toBeUndefined();
  });

  it('refuses a 6-character staff password', async () => {
    const answer = await api(
      t.app,
      'POST',
      '/admin/staff',
      as('admin', { username: 'desk_six', password: 'six666', role: 'reviewer' }),
    );
    expect(answer.code).toBe(ERRORS.VALIDATION.code);
  });

  it('refuses a long staff password found in the breached list, whatever its case', async () => {
    for (const password of ['qwerty123456', 'QWERTY123456', '1q2w3e4r5t6y']) {
      const answer = await api(
        t.app,
        'POST',
        '/admin/staff',
        as('admin', { username: 'desk_weak', password, role: 'reviewer' }),
      );
      expect(answer.code).toBe(ERRORS.VALIDATION.code);
      expect(answer.msg).toMatch(/breach/);
    }
  });

  it('ends a staff session left idle past the time-out', async () => {
    ahead = 0;
    const { token, host } = as('operator');
    await ok(t.app, 'GET', '/admin/me', { token, host });
    ahead += 16 * MINUTE;
    const idle = await api(t.app, 'GET', '/admin/me', { token, host });
    expect(idle.code).toBe(ERRORS.TOKEN_EXPIRED.code);
    // Ended, not only refused once.
    expect((await api(t.app, 'GET', '/admin/me', { token, host })).code).toBe(
      ERRORS.TOKEN_REVOKED.code,
    );
  });

  it("a person's use keeps the session; the console's own polls do not", async () => {
    ahead = 0;
    const token = await staffLogin(t.app, 'reviewer');
    const mine = { token, host: 'ngn.localhost' };
    ahead += 10 * MINUTE;
    await ok(t.app, 'GET', '/admin/me', mine);
    ahead += 10 * MINUTE;
    expect(await polled(token)).toBe(0);
    ahead += 6 * MINUTE;
    expect(await polled(token)).toBe(ERRORS.TOKEN_EXPIRED.code);
  });
});
