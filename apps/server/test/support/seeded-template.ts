import { closeSync, existsSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildServer } from '../../src/build-server';
import { loadConfig } from '../../src/config/config';
import { admin, databaseUrl, dropDatabase, type DbKind } from './databases';
import { testEnv } from './test-env';

/** The template app must not change its rows after seeding while it waits to be copied. */
const QUIET = { ORDER_MATCH_EVERY_MS: '0', UPLOAD_SWEEP_EVERY_MS: '0' };

/** Boots the app once on `url` (or in-memory PGlite), which migrates and seeds; `keep` saves the result. */
async function bootOnce(
  url: string | undefined,
  keep: (db: unknown) => Promise<void> = async () => {},
) {
  const { dir } = inject('dbTemplates');
  const config = loadConfig({ ...testEnv(dir), ...QUIET, ...(url ? { DATABASE_URL: url } : {}) });
  const app = await buildServer(config);
  try {
    await app.ready();
    await keep(app.services.db);
  } finally {
    await app.close();
  }
}

/** Builds the PostgreSQL template once per run: the first worker to ask builds it, the others wait on its lock. */
async function postgresTemplate(): Promise<string> {
  const { postgres: name } = inject('dbTemplates');
  await admin(async (c) => {
    await c.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await c.query('select datistemplate from pg_database where datname = $1', [
        name,
      ]);
      if (found.rows[0]?.datistemplate) return;
      // Not there, or left half-built by a worker that died: start over.
      await dropDatabase(name);
      await c.query(`CREATE DATABASE ${name}`);
      try {
        await bootOnce(databaseUrl(name));
        // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template: closing
        // the app ended its pool, and ALLOW_CONNECTIONS false keeps everyone out from now on.
        await c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      } catch (error) {
        await dropDatabase(name);
        throw error;
      }
    } finally {
      await c.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/** Builds the PGlite dump once per run; a lock file makes the other workers wait for it. */
async function pgliteTemplate(): Promise<string> {
  const { dir } = inject('dbTemplates');
  const file = join(dir, 'pglite-seeded.tar');
  const lock = `${file}.lock`;
  while (!existsSync(file)) {
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      await sleep(200);
      continue;
    }
    try {
      await bootOnce(undefined, async (db) => {
        // drizzle's PGlite database holds its client as $client.
        const dump = await (db as { $client: PGlite }).$client.dumpDataDir('none');
        writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
        renameSync(`${file}.part`, file);
      });
    } finally {
      closeSync(fd);
      rmSync(lock);
    }
  }
  return file;
}

/**
 * The run's migrated and seeded database of `kind`, built on first use (db-templates.ts
 * names it and drops it after the run): a PostgreSQL template database's name, or the path
 * of a PGlite data-dir dump.
 */
export function seededTemplate(kind: DbKind): Promise<string> {
  return kind === 'postgres' ? postgresTemplate() : pgliteTemplate();
}
