import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';

/** A session's last-seen time moves at most this often: one write a minute, not one a request. */
export const LAST_SEEN_STEP_MS = 60_000;
const MAX_TRACKED = 50_000;

export interface LastSeen {
  /**
   * Records that the session was used now, unless it was within the step: by the stored time
   * (`lastSeenAt`, as the session was read) or by this process's own last write.
   */
  touch(sessionId: number, lastSeenAt: Date): Promise<void>;
  /**
   * When the session was last used as far as this process knows: the stored time or this
   * process's own later write (a cached session row may not show it yet).
   */
  seenAt(sessionId: number, lastSeenAt: Date): Date;
}

/** Per process: each process of a cluster writes at most once a step for a session. */
export function createLastSeen(db: Db, now = () => Date.now()): LastSeen {
  const written = new Map<number, number>();
  return {
    async touch(sessionId, lastSeenAt) {
      const at = now();
      const last = Math.max(written.get(sessionId) ?? 0, lastSeenAt.getTime());
      if (at - last < LAST_SEEN_STEP_MS) return;
      if (written.size >= MAX_TRACKED) written.clear();
      written.set(sessionId, at);
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(at) })
        .where(eq(sessions.id, sessionId));
    },
    seenAt(sessionId, lastSeenAt) {
      return new Date(Math.max(written.get(sessionId) ?? 0, lastSeenAt.getTime()));
    },
  };
}
