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
  poolSize?: number;
}

const migrationsFolder = join(serverRoot, 'migrations');

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
    try {
      const db = drizzlePg(pool);
      await migratePg(db, { migrationsFolder });
      return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
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
    client = await PGlite.create();
  }
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}
