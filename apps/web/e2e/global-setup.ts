import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { webRoot } from './paths';
import { TENANT_IDS } from '../vite/tenant-id';
import { freePort } from '@trading/e2e/free-port';
import { serverMain, startServerBuild } from '@trading/e2e/server-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This worker's server (worker-server.ts picks it from {@link servers}). */
    port: number;
    /** The web build that server serves: its own copy, so a test may change it (a new deploy). */
    webDist: string;
    /**
     * Where this worker's server sends mail (SMTP_URL): nothing listens there unless a test
     * starts a capture on it (forgot-password.test.ts reads its reset link back).
     */
    smtpPort: number;
    servers: Array<{ port: number; webDist: string; smtpPort: number }>;
  }
}

function missingPrerequisites(): string[] {
  const missing: string[] = [];
  if (!existsSync(serverMain))
    missing.push(`the server build (${serverMain}): pnpm --filter server build`);
  for (const tenant of TENANT_IDS) {
    const index = join(webRoot, 'dist', tenant, 'index.html');
    if (!existsSync(index))
      missing.push(`the ${tenant} web build (${index}): pnpm --filter web build`);
  }
  const consoleIndex = join(webRoot, '..', 'backoffice', 'dist', 'index.html');
  if (!existsSync(consoleIndex))
    missing.push(`the back-office console build (${consoleIndex}): pnpm --filter backoffice build`);
  if (!existsSync(CHROMIUM_PATH))
    missing.push(`Chromium at ${CHROMIUM_PATH}: apt-get install chromium`);
  return missing;
}

/**
 * Starts one real server (production mode, empty temp database) per worker, each serving its
 * own copy of the tenant builds; files on one server run one after another, as before.
 */
export default async function setup(project: TestProject) {
  const missing = missingPrerequisites();
  if (missing.length > 0) {
    throw new Error(`The browser suite needs:\n  - ${missing.join('\n  - ')}`);
  }
  // The price seam lets orders.test.ts fill an order on a tick it drives; the destination seam
  // lets a fresh investor withdraw without waiting out the cooling-off; the TOTP clock gives a
  // key that has spent its window's codes new ones without waiting (docs/decisions.md).
  // Every test's browser signs up from 127.0.0.1: the run registers dozens of investors.
  const servers = await Promise.all(
    Array.from({ length: Number(project.config.maxWorkers) || 1 }, async (_, index) => {
      const webDist = mkdtempSync(join(tmpdir(), 'e2e-web-dist-'));
      cpSync(join(webRoot, 'dist'), webDist, { recursive: true });
      const smtpPort = await freePort();
      const server = await startServerBuild({
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        TEST_PRICE_SEAM: 'enabled',
        TEST_DESTINATION_SEAM: 'enabled',
        TEST_TOTP_CLOCK: 'enabled',
        SIGNUP_LIMIT: '1000',
        WEB_DIST: webDist,
        // Where REDIS_URL is set, the servers must not share sessions or the feed.
        REDIS_PREFIX: `e2e-${process.pid}-${index}:`,
      });
      return { ...server, webDist, smtpPort };
    }),
  );
  project.provide(
    'servers',
    servers.map(({ port, webDist, smtpPort }) => ({ port, webDist, smtpPort })),
  );
  project.provide('port', servers[0]!.port);
  project.provide('webDist', servers[0]!.webDist);
  project.provide('smtpPort', servers[0]!.smtpPort);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const { webDist } of servers) rmSync(webDist, { recursive: true, force: true });
  };
}
