import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config/config';
import { buildServer } from '../../src/build-server';
import type { Feature } from '../../src/features';
import type { ThrottleLimits } from '../../src/identity/login-throttle';
import { createTestDatabase, type DbKind } from './databases';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** A real app on a fresh database of the given kind; uploads go to a temp folder. */
export async function startTestApp(
  kind: DbKind,
  options: {
    env?: Record<string, string>;
    loginLimits?: Partial<ThrottleLimits>;
    features?: Feature[];
    now?: () => number;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const uploadDir = mkdtempSync(join(tmpdir(), 'server-test-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '256',
    DATA_DIR: ':memory:',
    UPLOAD_DIR: uploadDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const app = await buildServer(config, {
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    ...(options.features ? { features: options.features } : {}),
    ...(options.now ? { now: options.now } : {}),
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
