import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';

const dialect = new PgDialect();

/**
 * Runs a hot-path statement as a named prepared statement: PostgreSQL parses and plans it
 * once per connection instead of on every call. The name is the text's digest, so a
 * statement whose text changes (another shape of the same call) gets its own name. PGlite
 * runs it as any other. Answers `{ rows }` like `execute`; timestamps come back as text.
 */
export function executePrepared<T>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  const built = dialect.sqlToQuery(query);
  const name = `p${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  return db._.session.prepareQuery(built, undefined, name, false).execute() as Promise<{
    rows: T[];
  }>;
}
