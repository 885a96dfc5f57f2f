import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverMain = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
// Each browser-test worker starts its own server at once, migrating and seeding four tenants:
// 107 s for one alone on a 2-core machine at load 32.
const STARTUP_MS = 300_000;

/**
 * Starts the server build (`apps/server/dist/main.js`) as production runs it, serving the web
 * builds, on a free port and an empty temporary PGlite folder (or `env.DATABASE_URL`).
 * Resolves once it answers; `stop` ends it and removes the folder. `root`: another copy of the
 * repository whose build to start (a test's temporary workspace).
 */
export async function startServerBuild(env = {}, { root = repoRoot } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'server-build-'));
  const child = spawn('node', [join(root, 'apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '256',
      DATABASE_URL: '',
      ...env,
    },
  });
  const exited = new Promise((done) => child.once('exit', done));
  // A caller that crashes must not leave the server running (and holding its output pipe open).
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}/api/tenant/config`;
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(
    child.exitCode === null
      ? `The server build did not answer ${url} within ${STARTUP_MS} ms`
      : `The server build exited with code ${child.exitCode} before answering`,
  );
}
