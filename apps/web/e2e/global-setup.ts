import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { webRoot } from './paths';
import { TENANT_IDS } from '../vite/tenant-id';
import { serverMain, startServerBuild } from '@trading/e2e/server-build';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
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

/** Starts the real server (production mode, empty temp database) serving the four builds. */
export default async function setup(project: TestProject) {
  const missing = missingPrerequisites();
  if (missing.length > 0) {
    throw new Error(`The browser suite needs:\n  - ${missing.join('\n  - ')}`);
  }
  // The price seam lets orders.test.ts fill an order on a tick it drives; the destination seam
  // lets a fresh investor withdraw without waiting out the cooling-off (docs/decisions.md).
  // Every test's browser signs up from 127.0.0.1: the run registers dozens of investors.
  const { port, stop } = await startServerBuild({
    TEST_PRICE_SEAM: 'enabled',
    TEST_DESTINATION_SEAM: 'enabled',
    SIGNUP_LIMIT: '1000',
  });
  project.provide('port', port);
  return stop;
}
