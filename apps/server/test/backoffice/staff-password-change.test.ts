import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, stepUp, uniqueUsername, withFreshCode } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';
import { ok } from '../money/money-api';
import { REGISTRATION_CODES } from '../../src/seed/demo-accounts';

const HOST = 'ngn.localhost';
const FIRST = 'ngozi-at-the-desk';

describe.each(DB_KINDS)('a staff member changes their own password on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  const post = async (path: string, body: unknown, token?: string) =>
    (await call(t.app, 'POST', path, { host: HOST, body, token })).body;
  const change = async (token: string, oldPassword: string, password: string) =>
    (
      await call(t.app, 'PUT', '/user/password', {
        host: HOST,
        token,
        body: { oldPassword, password },
      })
    ).body;

  /** A new staff member an admin adds, signed in with the key they set up, stepped up for the change. */
  async function newMember() {
    const username = uniqueUsername('desk');
    await ok(
      t.app,
      'POST',
      '/admin/staff',
      as('admin', { username, password: FIRST, role: 'reviewer' }),
    );
    const first = await post('/user/login', { username, password: FIRST });
    const secret = first.data.enrol.secret as string;
    const { token } = await withFreshCode<{ token: string }>(secret, (code) =>
      post('/user/login/second-factor', { ticket: first.data.ticket, secondFactor: { code } }),
    );
    await stepUp(t.app, HOST, token, secret);
    return { username, token };
  }

  it("refuses an investor's 6-character password: staff passwords are 12 characters or more", async () => {
    const { token } = await newMember();
    const answer = await change(token, FIRST, 'abc123');
    expect(answer.code).toBe(ERRORS.VALIDATION.code);
    expect(answer.msg).toMatch(/password.*at least 12 characters/);
  });

  it('refuses a long password that is on the breached list', async () => {
    const { token } = await newMember();
    const answer = await change(token, FIRST, 'passwordpassword');
    expect(answer.code).toBe(ERRORS.VALIDATION.code);
    expect(answer.msg).toMatch(/leaked in breaches/);
  });

  it('takes a long, unbreached password, which signs in from then on', async () => {
    const { username, token } = await newMember();
    const answer = await change(token, FIRST, 'a-quieter-desk-by-the-window');
    expect(answer.code, answer.msg).toBe(0);
    const signIn = await post('/user/login', {
      username,
      password: 'a-quieter-desk-by-the-window',
    });
    expect(signIn.code, signIn.msg).toBe(0);
    expect((await post('/user/login', { username, password: FIRST })).code).toBe(
      ERRORS.WRONG_CREDENTIALS.code,
    );
  });

  it("keeps an investor's rule: exactly 6 characters", async () => {
    const username = uniqueUsername('inv');
    expect(
      (
        await post('/user/register', {
          username,
          password: 'abc123',
          authCode: REGISTRATION_CODES.ngn,
        })
      ).code,
    ).toBe(0);
    const token = (await post('/user/login', { username, password: 'abc123' })).data
      .token as string;
    expect((await change(token, 'abc123', 'a-long-investor-password')).code).toBe(
      ERRORS.VALIDATION.code,
    );
    expect((await change(token, 'abc123', 'xyz789')).code).toBe(0);
  });
});
