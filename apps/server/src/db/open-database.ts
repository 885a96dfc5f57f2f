import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../config/server-root';
import type { Database, Db } from './database';

export interface DatabaseOptions {
  /** A postgres:// url; without one the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; null keeps it in memory (tests). */
  dataDir?: string | null;
  /**
   * Tests only (docs/decisions.md): an in-memory PGlite starts as a copy of this data-dir
   * dump (PGlite's dumpDataDir) instead of empty, so a suite skips migrating and seeding.
   */
  pgliteImage?: Blob;
  poolSize?: number;
  /**
   * A pooled connection that breaks (the server restarted, the database was dropped, the
   * backend was terminated), idle or in use, is reported here and replaced on next use;
   * without a listener it would crash the process.
   */
  onPoolError?: (error: Error) => void;
}

const migrationsFolder = join(serverRoot, 'migrations');
/** Any fixed bigint: the advisory lock every process of this app takes to start up. */
const STARTUP_LOCK = 7_306_121_041;

/** Holds a session-level advisory lock on one pooled connection while `work` runs. */
async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Opens the database and applies pending migrations. drizzle's migrator records applied
 * files in drizzle.__drizzle_migrations, so restarting never re-applies one.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    const onError = options.onPoolError ?? (() => {});
    pool.on('error', onError);
    // A connection cut while checked out (a transaction's) emits on the client, where the pool
    // does not listen: unheard, it would crash the process. Its query fails on its own, and
    // the pool drops the client when it is released with that error.
    pool.on('connect', (client) => client.on('error', onError));
    try {
      const db = drizzlePg(pool);
      const exclusive = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, work);
      await exclusive(() => migratePg(db, { migrationsFolder }));
      return {
        db: db as unknown as Db,
        driver: 'postgres',
        exclusive,
        close: () => pool.end(),
        poolStats: () => ({
          inUse: pool.totalCount - pool.idleCount,
          idle: pool.idleCount,
          waiting: pool.waitingCount,
        }),
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(join(options.dataDir, 'pglite'));
  } else {
    client = await PGlite.create(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {});
  }
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    // PGlite belongs to this one process.
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
