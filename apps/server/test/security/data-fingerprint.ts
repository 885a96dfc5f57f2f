import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Row count and a hash of the contents of every application table: two equal
 * fingerprints mean no row was added, removed or changed in between. A session's last-seen
 * time is bookkeeping, moved by any signed-in read: it is left out. So is the audit trail's
 * record of a refused operator call (action REFUSED, audit-refusal.ts): it notes an attempt,
 * not a change, and any other audit row still counts.
 */
export async function dataFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const where = name === 'audit_log' ? ` where t.action <> 'REFUSED'` : '';
    const [row] = rowsOf<{ n: string; h: string }>(
      await db.execute(
        sql.raw(
          `select count(*)::text as n, md5(coalesce(string_agg(r, '|' order by r), '')) as h from (select (to_jsonb(t) - 'last_seen_at')::text as r from "${name}" t${where}) rows`,
        ),
      ),
    );
    fingerprint[name] = `${row!.n}:${row!.h}`;
  }
  return fingerprint;
}
