import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { probeWithin, type CheckResult } from './probe';

/** A probe this old is given up on and a new one sent, so one lost connection attempt cannot keep readiness down. */
const STALE_PROBE_MS = 10_000;

/**
 * Can the server's own pool run a trivial query? Probes coming together (several load
 * balancers, each every second) share one query, so a database that does not answer holds
 * one pooled connection for readiness, not one per probe.
 */
export function databaseCheck(db: Db, timeoutMs: number): () => Promise<CheckResult> {
  let pending: { query: Promise<unknown>; since: number } | undefined;
  return () => {
    if (!pending || Date.now() - pending.since > STALE_PROBE_MS) {
      const query = db.execute(sql`select 1`).finally(() => {
        if (pending?.query === query) pending = undefined;
      });
      pending = { query, since: Date.now() };
    }
    return probeWithin(timeoutMs, pending.query);
  };
}
