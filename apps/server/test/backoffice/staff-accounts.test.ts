import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newInvestor, ok } from '../money/money-api';
import { login } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

/** Staff passwords: 12 characters or more and not a breached one. */
const KEMI = 'kemi-at-the-desk';
const TUNDE = 'tunde-at-the-desk';
const BISI = 'bisi-at-the-desk';

describe.each(DB_KINDS)('staff accounts in the console on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  const signIn = (username: string, password: string) =>
    api(t.app, 'POST', '/user/login', { host: 'ngn.localhost', body: { username, password } });
  const auditOf = async (userId: number): Promise<Array<readonly [string, unknown]>> =>
    (await ok(t.app, 'GET', '/admin/audit', { ...as('admin'), query: { limit: 200 } })).entries
      // The account's changes: its own sign-ins are audited too, but are not changes to it.
      .filter(
        (a: { targetId: string; action: string }) =>
          a.targetId === String(userId) && !a.action.includes('SIGN_IN'),
      )
      .map((a: { action: string; after: unknown }) => [a.action, a.after] as const);

  it('lists the tenant staff with their roles, never investors', async () => {
    const staff = await ok(t.app, 'GET', '/admin/staff', as('admin'));
    expect(staff.map((s: { username: string; role: string }) => `${s.username}:${s.role}`)).toEqual(
      [
        'admin:admin',
        'admin2:admin',
        'operator:operator',
        'reviewer:reviewer',
        'reviewer2:reviewer',
      ],
    );
  });

  it('creates a staff member who signs in to the console with the role given', async () => {
    const created = await ok(
      t.app,
      'POST',
      '/admin/staff',
      as('admin', { username: 'desk_kemi', password: KEMI, role: 'reviewer' }),
    );
    expect(created).toMatchObject({ username: 'desk_kemi', role: 'reviewer', disabled: false });
    // Their first sign-in sets their second factor up with the key it shows.
    const me = await ok(t.app, 'GET', '/admin/me', {
      token: await login(t.app, 'desk_kemi', KEMI),
      host: 'ngn.localhost',
    });
    expect(me.permissions).toEqual(['review']);
    expect(await auditOf(created.userId)).toEqual([
      ['STAFF_CREATE', { username: 'desk_kemi', role: 'reviewer' }],
    ]);
    const again = await api(
      t.app,
      'POST',
      '/admin/staff',
      as('admin', { username: 'desk_kemi', password: KEMI, role: 'admin' }),
    );
    expect(again.code).toBe(ERRORS.USERNAME_TAKEN.code);
  });

  it('changes a role at once for the signed-in member, and disabling ends their sessions', async () => {
    const m = await ok(
      t.app,
      'POST',
      '/admin/staff',
      as('admin', { username: 'desk_tunde', password: TUNDE, role: 'reviewer' }),
    );
    const token = await login(t.app, 'desk_tunde', TUNDE);
    const mine = { token, host: 'ngn.localhost' };
    expect((await api(t.app, 'GET', '/admin/content/news', mine)).code).toBe(ERRORS.FORBIDDEN.code);

    await ok(t.app, 'POST', `/admin/staff/${m.userId}/role`, as('admin', { role: 'operator' }));
    expect((await api(t.app, 'GET', '/admin/content/news', mine)).code).toBe(0);

    const disabled = await ok(t.app, 'POST', `/admin/staff/${m.userId}/disable`, as('admin'));
    expect(disabled.disabled).toBe(true);
    expect((await api(t.app, 'GET', '/admin/me', mine)).code).not.toBe(0);
    expect((await signIn('desk_tunde', TUNDE)).code).not.toBe(0);

    await ok(t.app, 'POST', `/admin/staff/${m.userId}/enable`, as('admin'));
    expect((await signIn('desk_tunde', TUNDE)).code).toBe(0);
    expect((await auditOf(m.userId)).map(([action]) => action)).toEqual([
      'STAFF_ENABLE',
      'STAFF_DISABLE',
      'STAFF_ROLE',
      'STAFF_CREATE',
    ]);
  });

  it("refuses an admin's change to their own account, an investor, and anyone but an admin", async () => {
    const me = await ok(t.app, 'GET', '/admin/me', as('admin'));
    for (const path of ['disable', 'role'])
      expect(
        (
          await api(
            t.app,
            'POST',
            `/admin/staff/${me.userId}/${path}`,
            as('admin', { role: 'reviewer' }),
          )
        ).code,
      ).toBe(ERRORS.FORBIDDEN.code);
    const investor = await newInvestor(t.app);
    expect(
      (await api(t.app, 'POST', `/admin/staff/${investor.userId}/disable`, as('admin'))).code,
    ).toBe(ERRORS.NOT_FOUND.code);
    for (const who of ['operator', 'reviewer'])
      expect((await api(t.app, 'GET', '/admin/staff', as(who))).code).toBe(ERRORS.FORBIDDEN.code);
    const weak = await api(
      t.app,
      'POST',
      '/admin/staff',
      as('admin', { username: 'x', password: '1', role: 'root' }),
    );
    expect(weak.code).toBe(ERRORS.VALIDATION.code);
  });

  it("resets a member's lost second factor: their sessions end and their next sign-in enrols a new key", async () => {
    const m = await ok(
      t.app,
      'POST',
      '/admin/staff',
      as('admin', { username: 'desk_bisi', password: BISI, role: 'reviewer' }),
    );
    expect(m.secondFactor).toBe(false);
    const mine = { token: await login(t.app, 'desk_bisi', BISI), host: 'ngn.localhost' };
    const listed = async () =>
      (await ok(t.app, 'GET', '/admin/staff', as('admin'))).find(
        (s: { userId: number }) => s.userId === m.userId,
      );
    expect((await listed()).secondFactor).toBe(true);
    expect((await signIn('desk_bisi', BISI)).data.enrol).toBeUndefined();

    const reset = await ok(
      t.app,
      'POST',
      `/admin/staff/${m.userId}/second-factor/reset`,
      as('admin'),
    );
    expect(reset).toMatchObject({ userId: m.userId, secondFactor: false, disabled: false });
    expect((await listed()).secondFactor).toBe(false);
    expect((await api(t.app, 'GET', '/admin/me', mine)).code).not.toBe(0);
    const next = await signIn('desk_bisi', BISI);
    expect(next.data).not.toHaveProperty('token');
    expect(next.data.enrol.uri).toMatch(/^otpauth:\/\/totp\//);

    const audited = (
      await ok(t.app, 'GET', '/admin/audit', { ...as('admin'), query: { limit: 200 } })
    ).entries.find(
      (a: { action: string; targetId: string }) =>
        a.action === 'STAFF_SECOND_FACTOR_RESET' && a.targetId === String(m.userId),
    );
    expect(audited).toMatchObject({
      operatorName: 'admin',
      before: { secondFactor: 'on' },
      after: { secondFactor: 'enrol at next sign-in' },
    });
  });

  it("refuses a second-factor reset of one's own account, and to anyone but an admin", async () => {
    const me = await ok(t.app, 'GET', '/admin/me', as('admin'));
    const own = await api(
      t.app,
      'POST',
      `/admin/staff/${me.userId}/second-factor/reset`,
      as('admin'),
    );
    expect(own.code).toBe(ERRORS.FORBIDDEN.code);
    const target = (await ok(t.app, 'GET', '/admin/staff', as('admin'))).find(
      (s: { username: string }) => s.username === 'reviewer2',
    );
    for (const who of ['reviewer', 'operator']) {
      const refused = await api(
        t.app,
        'POST',
        `/admin/staff/${target.userId}/second-factor/reset`,
        as(who),
      );
      expect(refused.code).toBe(ERRORS.FORBIDDEN.code);
    }
    // Nothing changed: reviewer2 still signs in with their key, and no reset was audited.
    expect((await ok(t.app, 'GET', '/admin/me', as('reviewer2'))).username).toBe('reviewer2');
    const resets = (
      await ok(t.app, 'GET', '/admin/audit', { ...as('admin'), query: { limit: 200 } })
    ).entries.filter(
      (a: { action: string; targetId: string }) =>
        a.action === 'STAFF_SECOND_FACTOR_RESET' &&
        [String(me.userId), String(target.userId)].includes(a.targetId),
    );
    expect(resets).toEqual([]);
  });
});
