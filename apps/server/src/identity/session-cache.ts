import type { Db } from '../db/database';
import { findSession, type SessionRow } from './session-repository';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 2_000;
const MAX_ENTRIES = 50_000;

/**
 * Sessions by token digest, so a burst of requests on one token costs one lookup instead
 * of one per request. Revocations made through this process (logout, password change)
 * drop the entries at once; one made by another process of a cluster is seen here within
 * SESSION_CACHE_MS. Expiry is unaffected: authenticate checks expiresAt on every request.
 * Unknown and revoked tokens are never cached.
 */
export interface SessionCache {
  find(tenantId: string, tokenHash: string): Promise<SessionRow | undefined>;
  forgetSession(sessionId: number): void;
  forgetUser(userId: number): void;
}

export function createSessionCache(db: Db, ttlMs = SESSION_CACHE_MS): SessionCache {
  const entries = new Map<string, { row: SessionRow; until: number }>();
  // Bumped by every forget: a lookup that started before one may have read the row before
  // the revocation and must not put it back.
  let epoch = 0;
  const drop = (matches: (row: SessionRow) => boolean) => {
    epoch++;
    for (const [key, { row }] of entries) if (matches(row)) entries.delete(key);
  };
  return {
    async find(tenantId, tokenHash) {
      const key = `${tenantId}\n${tokenHash}`;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.row;
      entries.delete(key);
      const started = epoch;
      const row = await findSession(db, tenantId, tokenHash);
      if (row && !row.revokedAt && started === epoch) {
        // Oldest first out: a Map iterates in insertion order.
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { row, until: now + ttlMs });
      }
      return row;
    },
    forgetSession: (sessionId) => drop((row) => row.id === sessionId),
    forgetUser: (userId) => drop((row) => row.userId === userId),
  };
}
