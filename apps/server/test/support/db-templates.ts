import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../src/build-server';
import { loadConfig } from '../../src/config/config';
import { admin, createTestDatabase, DB_KINDS, dropDatabase } from './databases';
import { testEnv } from './test-env';

/** What the run's migrated and seeded databases are, for test-app.ts to start suites from. */
export interface DbTemplates {
  /** A PGlite data-dir dump (a tar file). */
  pglite?: string;
  /** A PostgreSQL database marked as a template, which nothing may connect to. */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** The template app must not change its rows after seeding while it waits to be copied. */
const QUIET = { ORDER_MATCH_EVERY_MS: '0', UPLOAD_SWEEP_EVERY_MS: '0' };

/** Boots the app once on `url` (or in-memory PGlite): it migrates and seeds; `keep` saves the result. */
async function bootOnce(
  scratch: string,
  url: string | undefined,
  keep: (db: unknown) => Promise<void>,
) {
  const config = loadConfig({
    ...testEnv(scratch),
    ...QUIET,
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildServer(config);
  try {
    await app.ready();
    await keep(app.services.db);
  } finally {
    await app.close();
  }
}

async function pgliteTemplate(scratch: string): Promise<string> {
  const file = join(scratch, 'pglite-seeded.tar');
  await bootOnce(scratch, undefined, async (db) => {
    // drizzle's PGlite database holds its client as $client.
    const dump = await (db as { $client: PGlite }).$client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  });
  return file;
}

async function postgresTemplate(scratch: string): Promise<string> {
  const database = await createTestDatabase('postgres', { prefix: 't_template' });
  const name = new URL(database.url!).pathname.slice(1);
  try {
    await bootOnce(scratch, database.url, async () => {});
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template; closing
    // the app ended its pool, and ALLOW_CONNECTIONS false keeps every worker out from now on.
    await admin((c) =>
      c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`),
    );
  } catch (error) {
    await database.drop();
    throw error;
  }
  return name;
}

async function dropTemplate(name: string): Promise<void> {
  await admin((c) => c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`));
  await dropDatabase(name);
}

/**
 * vitest globalSetup: migrates and seeds one database per kind once per run, before any
 * worker starts, so suites copy it (in milliseconds) instead of each seeding four tenants'
 * demo history. Its name is random, so runs sharing the PostgreSQL server never meet.
 */
export default async function setup(project: TestProject) {
  const scratch = mkdtempSync(join(tmpdir(), 'server-test-templates-'));
  const templates: DbTemplates = {};
  const builds = DB_KINDS.map(async (kind) => {
    templates[kind] =
      kind === 'pglite' ? await pgliteTemplate(scratch) : await postgresTemplate(scratch);
  });
  const cleanUp = async () => {
    if (templates.postgres) await dropTemplate(templates.postgres);
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await Promise.all(builds);
  } catch (error) {
    await Promise.allSettled(builds);
    await cleanUp();
    throw error;
  }
  project.provide('dbTemplates', templates);
  return cleanUp;
}
