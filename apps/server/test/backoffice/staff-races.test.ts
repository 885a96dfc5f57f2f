import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ok } from '../money/money-api';
import { login } from '../support/api';
import { signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

// Two admins disabling each other at the same moment: one wins, the other is refused with a
// clear answer (never a deadlock's 500), so a tenant never loses both admins to one race.
describe('two admins changing each other at once on postgres', () => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  const password = 'race-desk-admin-26';
  async function newAdmin(username: string) {
    const member = await ok(
      t.app,
      'POST',
      '/admin/staff',
      as('admin', { username, password, role: 'admin' }),
    );
    return {
      id: member.userId as number,
      token: await login(t.app, username, password, 'ngn.localhost'),
    };
  }

  it.each([
    ['disable', undefined],
    ['role', { role: 'reviewer' }],
  ])('one %s wins, the other is refused, over rounds', async (change, body) => {
    for (let round = 0; round < 8; round++) {
      const x = await newAdmin(`race_${change}_x${round}`);
      const y = await newAdmin(`race_${change}_y${round}`);
      const answers = await Promise.all([
        api(t.app, 'POST', `/admin/staff/${y.id}/${change}`, { token: x.token, body }),
        api(t.app, 'POST', `/admin/staff/${x.id}/${change}`, { token: y.token, body }),
      ]);
      expect(answers.map((a) => a.code).filter((c) => c === 0)).toHaveLength(1);
      const refused = answers.find((a) => a.code !== 0)!;
      expect([ERRORS.FORBIDDEN.code, ERRORS.TOKEN_REVOKED.code]).toContain(refused.code);
      const staff = await ok(t.app, 'GET', '/admin/staff', as('admin'));
      const stillAdmins = staff.filter(
        (s: { userId: number; disabled: boolean; role: string }) =>
          [x.id, y.id].includes(s.userId) && !s.disabled && s.role === 'admin',
      );
      expect(stillAdmins).toHaveLength(1);
    }
  });
});
