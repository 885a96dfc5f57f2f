import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TenantId } from '@trading/contract/tenant';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { repoRoot, serverMain, webRoot } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

function missingPrerequisites(): string[] {
  const missing: string[] = [];
  if (!existsSync(serverMain))
    missing.push(`the server build (${serverMain}): pnpm --filter server build`);
  for (const tenant of TenantId.options) {
    const index = join(webRoot, 'dist', tenant, 'index.html');
    if (!existsSync(index))
      missing.push(`the ${tenant} web build (${index}): pnpm --filter web build`);
  }
  if (!existsSync(CHROMIUM_PATH))
    missing.push(`Chromium at ${CHROMIUM_PATH}: apt-get install chromium`);
  return missing;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts the real server (production mode, empty temp database) serving the four builds. */
export default async function setup(project: TestProject) {
  const missing = missingPrerequisites();
  if (missing.length > 0) {
    throw new Error(`The browser suite needs:\n  - ${missing.join('\n  - ')}`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'web-e2e-'));
  const server = spawn('node', [serverMain], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SCRYPT_COST: '10',
      DATABASE_URL: '',
    },
  });
  await waitForServer(`http://127.0.0.1:${port}/api/tenant/config`, server, 90_000);
  project.provide('port', port);
  return () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
