import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { totpCodeAt, totpStep } from '../../src/identity/totp';
import { secretBox } from '../../src/security/secret-box';
import { DEMO_INVESTOR, DEMO_TOTP_SECRET, REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { call, uniqueUsername } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { servicesOf } from '../money/money-api';
import { startTestApp, type TestApp } from '../support/test-app';

const STEP = 30_000;
const KEY = randomBytes(32);

describe.each(DB_KINDS)('TOTP keys at rest on %s', (kind) => {
  let t: TestApp;
  let clock = (totpStep(Date.now()) + 0.5) * STEP;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { SECRETS_KEY: KEY.toString('base64') },
      now: () => clock,
    });
  });
  afterAll(() => t?.close());

  const post = (path: string, options: { host?: string; token?: string; body?: unknown } = {}) =>
    call(t.app, 'POST', path, options).then((r) => r.body);
  const code = (secret: string) => totpCodeAt(secret, totpStep(clock));
  const stored = async (tenantId: string, username: string) => {
    const [row] = await servicesOf(t.app)
      .db.select({ secret: users.totpSecret, pending: users.totpPendingSecret })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.username, username)));
    return row!;
  };
  const signInWithCode = async (
    host: string,
    username: string,
    password: string,
    secret: string,
  ) => {
    const first = await post('/user/login', { host, body: { username, password } });
    return post('/user/login/second-factor', {
      host,
      body: { ticket: first.data.ticket, secondFactor: { code: code(secret) } },
    });
  };

  it('never writes the base32 key: pending and confirmed keys are sealed with SECRETS_KEY', async () => {
    const host = 'ngn.localhost';
    const username = uniqueUsername('sk');
    await post('/user/register', {
      host,
      body: { username, password: 'abc123', authCode: REGISTRATION_CODES.ngn },
    });
    const { token } = (await post('/user/login', { host, body: { username, password: 'abc123' } }))
      .data;
    await post('/user/step-up', { host, token, body: { password: 'abc123' } });
    const secret: string = (await post('/user/twoFactor/setup', { host, token })).data.secret;
    const pending = await stored('ngn', username);
    expect(pending.pending).toMatch(/^v1\./);
    expect(pending.pending).not.toContain(secret);
    expect(secretBox(KEY).open(pending.pending!)).toBe(secret);

    const confirmed = await post('/user/twoFactor/confirm', {
      host,
      token,
      body: { code: code(secret) },
    });
    expect(confirmed.code, confirmed.msg).toBe(0);
    const on = await stored('ngn', username);
    expect(on).toMatchObject({ secret: expect.stringMatching(/^v1\./), pending: null });
    expect(on.secret).not.toContain(secret);
    expect(secretBox(KEY).open(on.secret!)).toBe(secret);

    clock += STEP;
    const signedIn = await signInWithCode(host, username, 'abc123', secret);
    expect(signedIn.code, signedIn.msg).toBe(0);
  });

  it('seeds the INR demo sealed, and seals a legacy plaintext key once it verifies a code', async () => {
    const seeded = await stored('inr', DEMO_INVESTOR.username);
    expect(seeded.secret).toMatch(/^v1\./);
    expect(seeded.secret).not.toContain(DEMO_TOTP_SECRET);

    // A key written before sealing existed: still verifies, and is sealed by that sign-in.
    await servicesOf(t.app)
      .db.update(users)
      .set({ totpSecret: DEMO_TOTP_SECRET })
      .where(and(eq(users.tenantId, 'inr'), eq(users.username, DEMO_INVESTOR.username)));
    clock += STEP;
    const signedIn = await signInWithCode(
      'inr.localhost',
      DEMO_INVESTOR.username,
      DEMO_INVESTOR.password,
      DEMO_TOTP_SECRET,
    );
    expect(signedIn.code, signedIn.msg).toBe(0);
    const resealed = await stored('inr', DEMO_INVESTOR.username);
    expect(resealed.secret).toMatch(/^v1\./);
    expect(secretBox(KEY).open(resealed.secret!)).toBe(DEMO_TOTP_SECRET);
  });
});
