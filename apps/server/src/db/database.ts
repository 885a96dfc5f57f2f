import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What repositories take: any drizzle PostgreSQL database, so embedded PGlite and
 * node-postgres (and a transaction of either) fit the same code.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process sharing the database runs its own (a PostgreSQL
   * advisory lock): processes starting together migrate and seed one after another.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's figures now (node-postgres); PGlite has no pool. */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  inUse: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}
