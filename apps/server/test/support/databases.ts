import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DbKind = 'pglite' | 'postgres';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The drivers every integration suite runs on. SKIP_PG=1 is the only way to leave PostgreSQL out. */
export const DB_KINDS: DbKind[] = process.env.SKIP_PG === '1' ? ['pglite'] : ['pglite', 'postgres'];

export interface TestDatabase {
  /** DATABASE_URL for the app, or undefined for in-memory PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${ADMIN_URL} (${(error as Error).message}). ` +
        'Start it (see docs) or set SKIP_PG=1 to run only the PGlite half of the suite.',
      { cause: error },
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (name: string) =>
  admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);

/**
 * A fresh database per suite (CREATE DATABASE t_<random>), dropped afterwards, so runs never
 * see each other's rows. With `template` (a database name) it starts as a copy of that one.
 */
export async function createTestDatabase(
  kind: DbKind,
  { prefix = 't', template }: { prefix?: string; template?: string } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') return { url: undefined, drop: async () => {} };
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}
