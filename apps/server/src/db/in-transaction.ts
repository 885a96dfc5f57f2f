import type { Db } from './database';

/**
 * Runs `work` in one transaction. Drizzle types the transaction per driver; handed on as a
 * `Db` it fits every repository, as the database itself does.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
