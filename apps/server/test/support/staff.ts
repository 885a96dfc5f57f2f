import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { newTotpSecret } from '../../src/identity/totp';
import { setTotpSecrets } from '../../src/identity/second-factor-repository';
import { findUserByUsername } from '../../src/identity/user-repository';
import { DEMO_STAFF } from '../../src/seed/demo-accounts';
import { login } from './api';
import { ok, servicesOf } from '../money/money-api';

/** A call as one of the demo staff: their token on the tenant's host, with an optional body. */
export type AsStaff = (
  username: string,
  body?: object,
) => { token: string; host: string; body?: object };

/**
 * Signs a demo staff member in on the tenant's host with their password and a code. Staff
 * always have a second factor, and a code is refused once used (replay): so each sign-in
 * first gives the member a key of its own, whose codes are all unused, and never waits for
 * the next 30 s step however often a test signs the same member in (tests of the seeded,
 * documented keys sign in with those: staff-sign-in.test.ts).
 */
export async function staffLogin(
  app: FastifyInstance,
  username: string,
  host = 'ngn.localhost',
): Promise<string> {
  const staff = DEMO_STAFF.find((s) => s.username === username);
  if (!staff) throw new Error(`no demo staff member ${username}`);
  const tenantId = host.split('.')[0]!;
  const { db, secrets } = servicesOf(app);
  const user = await findUserByUsername(db, tenantId, username);
  if (!user) throw new Error(`${username} is not seeded on ${host}`);
  const key = newTotpSecret();
  await setTotpSecrets(db, secrets, user.id, { totpSecret: key });
  // The steps used with the member's previous key say nothing about this one.
  await db.update(users).set({ totpLastStep: null }).where(eq(users.id, user.id));
  return login(app, username, staff.password, host, key);
}

/** Signs every demo staff member in on one tenant's host; answers how to call as each. */
export async function signInStaff(app: FastifyInstance, host = 'ngn.localhost'): Promise<AsStaff> {
  const tokens: Record<string, string> = {};
  for (const s of DEMO_STAFF) tokens[s.username] = await staffLogin(app, s.username, host);
  return (username, body) => ({ token: tokens[username]!, host, body });
}

/**
 * A decision call as `username` on an item of a review queue: carries the item's version as
 * that reviewer is sent it now (a KYC item's id is its user id).
 */
export async function deciding(
  app: FastifyInstance,
  as: AsStaff,
  username: string,
  queue: 'kyc' | 'deposits' | 'withdrawals',
  id: number,
) {
  const pending = await ok(app, 'GET', `/admin/${queue}`, as(username));
  const item = pending.find((r: { id?: number; userId: number }) => (r.id ?? r.userId) === id);
  return as(username, { version: item?.version ?? 'not-queued' });
}
