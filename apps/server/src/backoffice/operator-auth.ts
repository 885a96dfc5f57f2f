import type { ErrorName, OperatorPermission } from '@trading/contract';
import type { Services } from '../services';
import { authenticate } from '../identity/authenticate';
import { revokeSession } from '../identity/session-repository';
import { findUserById } from '../identity/user-repository';
import type { Operator } from './operator';
import { mayDo, roleOf } from './roles';
import { isIdle } from './staff-idle';

export type OperatorAuth =
  | { ok: true; operator: Operator; sessionId: number; lastSeenAt: Date }
  | { ok: false; error: ErrorName };

/**
 * Staff sign in like anyone else (/user/login on the tenant's host); the token then opens an
 * operator call only when the user's role in that same tenant holds the call's permission.
 * Investors and roles without the permission get FORBIDDEN; a token from another tenant is
 * unknown here (NO_TOKEN). A staff member without a second factor is refused
 * (TWO_FACTOR_ENROLMENT_REQUIRED: sign-in never gives them a session, one from before is
 * worth nothing), and a session left idle past STAFF_IDLE_MS is ended (TOKEN_EXPIRED).
 */
export async function authenticateOperator(
  services: Pick<Services, 'db' | 'sessions' | 'now' | 'lastSeen'>,
  tenantId: string,
  token: string | undefined,
  permission: OperatorPermission | null,
): Promise<OperatorAuth> {
  const { db, sessions, now, lastSeen } = services;
  const auth = await authenticate(sessions, tenantId, token);
  if (!auth.ok) return auth;
  const role = await roleOf(db, tenantId, auth.user.id);
  if (role === null || !mayDo(role, permission)) return { ok: false, error: 'FORBIDDEN' };
  if (isIdle(lastSeen.seenAt(auth.user.sessionId, auth.lastSeenAt), now())) {
    await revokeSession(db, auth.user.sessionId);
    await sessions.forgetSession(auth.user.sessionId);
    return { ok: false, error: 'TOKEN_EXPIRED' };
  }
  const user = await findUserById(db, tenantId, auth.user.id);
  if (!user) return { ok: false, error: 'NO_TOKEN' };
  if (!user.totpSecret) return { ok: false, error: 'TWO_FACTOR_ENROLMENT_REQUIRED' };
  return {
    ok: true,
    operator: { tenantId, userId: user.id, username: user.username, role, channel: 'api' },
    sessionId: auth.user.sessionId,
    lastSeenAt: auth.lastSeenAt,
  };
}
