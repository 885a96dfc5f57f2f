import type { ErrorName } from '@trading/contract';
import type { Db } from '../db/database';
import { authenticate, type SessionFinder } from '../identity/authenticate';
import { findUserById } from '../identity/user-repository';
import type { Operator } from './operator';
import { isOperator } from './roles';

export type OperatorAuth = { ok: true; operator: Operator } | { ok: false; error: ErrorName };

/**
 * An operator signs in like anyone else (/user/login on the tenant's host); the token then
 * opens the operator API only when the user holds the operator role in that same tenant.
 * Investors get FORBIDDEN; a token from another tenant is unknown here (NO_TOKEN).
 */
export async function authenticateOperator(
  db: Db,
  sessions: SessionFinder,
  tenantId: string,
  token: string | undefined,
): Promise<OperatorAuth> {
  const auth = await authenticate(sessions, tenantId, token);
  if (!auth.ok) return auth;
  if (!(await isOperator(db, tenantId, auth.user.id))) return { ok: false, error: 'FORBIDDEN' };
  const user = await findUserById(db, tenantId, auth.user.id);
  if (!user) return { ok: false, error: 'NO_TOKEN' };
  return {
    ok: true,
    operator: { tenantId, userId: user.id, username: user.username, channel: 'api' },
  };
}
