import type { Db } from '../db/database';
import { findSession, type SessionRow } from './session-repository';

/**
 * How long a looked-up session is trusted without asking the database again. Revocations
 * reach every process at once (session-revocations.ts); this bounds staleness only when a
 * revocation message is lost (Redis down or reconnecting).
 */
export const SESSION_CACHE_MS = 2_000;
const MAX_ENTRIES = 50_000;

/**
 * Sessions by token digest, so a burst of requests on one token costs one lookup instead
 * of one per request. Expiry is unaffected: authenticate checks expiresAt on every request.
 * Unknown and revoked tokens are never cached.
 */
export interface SessionCache {
  find(tenantId: string, tokenHash: string): Promise<SessionRow | undefined>;
  /**
   * Call after a session is revoked in the database: drops it here and, in a cluster, on
   * every other process before resolving (as far as Redis delivers; never rejects).
   */
  forgetSession(sessionId: number): Promise<void>;
  /** The same for every session of a user (password change). */
  forgetUser(userId: number): Promise<void>;
}

/** One process's cache: drops only what this process holds. */
export interface LocalSessionCache {
  find(tenantId: string, tokenHash: string): Promise<SessionRow | undefined>;
  dropSession(sessionId: number): void;
  dropUser(userId: number): void;
  /** Drops everything (a revocation may have been missed while Redis was unreachable). */
  clear(): void;
}

export function createSessionCache(db: Db, ttlMs = SESSION_CACHE_MS): LocalSessionCache {
  const entries = new Map<string, { row: SessionRow; until: number }>();
  // Bumped by every drop: a lookup that started before one may have read the row before
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
    dropSession: (sessionId) => drop((row) => row.id === sessionId),
    dropUser: (userId) => drop((row) => row.userId === userId),
    clear: () => drop(() => true),
  };
}

/** A single process (no Redis): a revocation only has this process's cache to reach. */
export function singleProcessSessions(cache: LocalSessionCache): SessionCache {
  return {
    find: (tenantId, tokenHash) => cache.find(tenantId, tokenHash),
    forgetSession: async (sessionId) => cache.dropSession(sessionId),
    forgetUser: async (userId) => cache.dropUser(userId),
  };
}
