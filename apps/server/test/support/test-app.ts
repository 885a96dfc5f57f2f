import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config/config';
import { buildServer } from '../../src/build-server';
import type { Feature } from '../../src/features';
import type { ThrottleLimits } from '../../src/identity/login-throttle';
import { createTestDatabase, type DbKind } from './databases';
import { seededTemplate } from './seeded-template';
import { sameSeedInputs, seedInputs, testEnv } from './test-env';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

let pgliteImage: Blob | undefined;
/** The run's seeded PGlite dump, read once per test file. */
function seededPglite(file: string): Blob {
  pgliteImage ??= new Blob([readFileSync(file)]);
  return pgliteImage;
}

/**
 * A real app on a fresh database of the given kind; uploads go to a temp folder. The
 * database is a copy of the run's migrated and seeded template (seeded-template.ts) unless
 * the suite changes what seeding reads (its features' seeds, the secrets key, …): then the
 * app seeds its own.
 */
export async function startTestApp(
  kind: DbKind,
  options: {
    /** Settings over the test defaults (test-env.ts); undefined leaves one out. */
    env?: Record<string, string | undefined>;
    loginLimits?: Partial<ThrottleLimits>;
    features?: Feature[];
    now?: () => number;
    /** Market time (sessions, quotes, ticks, order expiry), for tests that cross a close. */
    marketNow?: () => number;
    /** Rewrites the PostgreSQL url the app connects with (to route it through a test's proxy). */
    viaUrl?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'server-test-uploads-'));
  const base = testEnv(uploadDir);
  const env = Object.fromEntries(
    Object.entries({ ...base, ...options.env }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  const seedsAsTemplate = sameSeedInputs(
    seedInputs(loadConfig(env), options.features),
    seedInputs(loadConfig(base)),
  );
  const template = seedsAsTemplate ? await seededTemplate(kind) : undefined;
  const database = await createTestDatabase(
    kind,
    kind === 'postgres' && template ? { template } : {},
  );
  const url = database.url && options.viaUrl ? options.viaUrl(database.url) : database.url;
  const config = loadConfig({ ...env, ...(url ? { DATABASE_URL: url } : {}) });
  const app = await buildServer(config, {
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    ...(options.features ? { features: options.features } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.marketNow ? { marketNow: options.marketNow } : {}),
    ...(kind === 'pglite' && template ? { pgliteImage: seededPglite(template) } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
