import type { ErrorName } from '@trading/contract';
import type { AuthUser } from './auth-user';
import type { SessionRow } from './session-repository';
import { hashSessionToken } from './session-token';

/** Where sessions are looked up: the database, or the process's SessionCache in front of it. */
export interface SessionFinder {
  find(tenantId: string, tokenHash: string): Promise<SessionRow | undefined>;
}

export type AuthResult =
  { ok: true; user: AuthUser; lastSeenAt: Date } | { ok: false; error: ErrorName };

/**
 * Turns a Token header into the caller. Missing or unknown → NO_TOKEN (-99999),
 * logged out → TOKEN_REVOKED (11012), past its TTL → TOKEN_EXPIRED (11011).
 */
export async function authenticate(
  sessions: SessionFinder,
  tenantId: string,
  token: string | undefined,
  now = new Date(),
): Promise<AuthResult> {
  if (!token) return { ok: false, error: 'NO_TOKEN' };
  const session = await sessions.find(tenantId, hashSessionToken(token));
  if (!session) return { ok: false, error: 'NO_TOKEN' };
  if (session.revokedAt) return { ok: false, error: 'TOKEN_REVOKED' };
  if (session.expiresAt <= now) return { ok: false, error: 'TOKEN_EXPIRED' };
  return {
    ok: true,
    user: { id: session.userId, tenantId: session.tenantId, sessionId: session.id },
    lastSeenAt: session.lastSeenAt,
  };
}
