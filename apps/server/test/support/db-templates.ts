import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { admin, DB_KINDS, dropDatabase } from './databases';

/** Where this run keeps its migrated and seeded databases (seeded-template.ts builds them). */
export interface DbTemplates {
  /** A scratch folder: the PGlite data-dir dump and the template app's uploads. */
  dir: string;
  /** The PostgreSQL template database's name. */
  postgres: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/**
 * vitest globalSetup: names this run's seeded databases, which the first suite needing one
 * builds (so a run of one PGlite file never seeds PostgreSQL), and drops them after the
 * run. The name is random, so runs sharing the PostgreSQL server never meet.
 */
export default function setup(project: TestProject) {
  const templates: DbTemplates = {
    dir: mkdtempSync(join(tmpdir(), 'server-test-templates-')),
    postgres: `t_template_${randomBytes(6).toString('hex')}`,
  };
  project.provide('dbTemplates', templates);
  return async () => {
    if (DB_KINDS.includes('postgres')) {
      const name = templates.postgres;
      // A template cannot be dropped; this run's may not exist (no suite needed one).
      await admin(async (c) => {
        const found = await c.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) await c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
      });
      await dropDatabase(name);
    }
    rmSync(templates.dir, { recursive: true, force: true });
  };
}
