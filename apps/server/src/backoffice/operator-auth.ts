import type { ErrorName, OperatorPermission } from '@trading/contract';
import type { Db } from '../db/database';
import { authenticate, type SessionFinder } from '../identity/authenticate';
import { findUserById } from '../identity/user-repository';
import type { Operator } from './operator';
import { mayDo, roleOf } from './roles';

export type OperatorAuth = { ok: true; operator: Operator } | { ok: false; error: ErrorName };

/**
 * Staff sign in like anyone else (/user/login on the tenant's host); the token then opens an
 * operator call only when the user's role in that same tenant holds the call's permission.
 * Investors and roles without the permission get FORBIDDEN; a token from another tenant is
 * unknown here (NO_TOKEN).
 */
export async function authenticateOperator(
  db: Db,
  sessions: SessionFinder,
  tenantId: string,
  token: string | undefined,
  permission: OperatorPermission | null,
): Promise<OperatorAuth> {
  const auth = await authenticate(sessions, tenantId, token);
  if (!auth.ok) return auth;
  const role = await roleOf(db, tenantId, auth.user.id);
  if (role === null || !mayDo(role, permission)) return { ok: false, error: 'FORBIDDEN' };
  const user = await findUserById(db, tenantId, auth.user.id);
  if (!user) return { ok: false, error: 'NO_TOKEN' };
  return {
    ok: true,
    operator: { tenantId, userId: user.id, username: user.username, role, channel: 'api' },
  };
}
