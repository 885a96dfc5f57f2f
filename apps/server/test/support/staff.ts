import type { FastifyInstance } from 'fastify';
import { DEMO_STAFF } from '../../src/seed/demo-accounts';
import { login } from './api';

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
