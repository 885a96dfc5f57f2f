import type { FastifyInstance } from 'fastify';
import { DEMO_STAFF } from '../../src/seed/demo-accounts';
import { login } from './api';
import { ok } from '../money/money-api';

/** A call as one of the demo staff: their token on the tenant's host, with an optional body. */
export type AsStaff = (
  username: string,
  body?: object,
) => { token: string; host: string; body?: object };

/** Signs every demo staff member in on one tenant's host; answers how to call as each. */
export async function signInStaff(app: FastifyInstance, host = 'ngn.localhost'): Promise<AsStaff> {
  const tokens: Record<string, string> = {};
  for (const s of DEMO_STAFF) tokens[s.username] = await login(app, s.username, s.password, host);
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
