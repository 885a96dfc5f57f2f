import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/server');
const entry = resolve(serverDir, 'src/main.ts');
const tsx = resolve(serverDir, 'node_modules/.bin/tsx');
const STARTUP_MS = 110_000;

/**
 * Starts the real `apps/server` as a child process (packages must not import apps): from its
 * source through the server's own tsx, so the test never runs a stale build; PGlite in
 * memory, a cheap password hash. Rejects with the server's output if it does not answer.
 */
export async function startRealServer(env = {}) {
  if (!existsSync(entry) || !existsSync(tsx)) {
    throw new Error(`Cannot start the real server: ${entry} or ${tsx} is missing.`);
  }
  const port = await freePort();
  const child = spawn(tsx, [entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '256',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => (output += c.toString()));
  child.stderr?.on('data', (c) => (output += c.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((done) => {
      if (exited) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });

  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${baseUrl}/api/tenant/config`);
      if (res.ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(
    `The real server did not answer on ${baseUrl} within ${STARTUP_MS / 1000} s` +
      `${exited ? ' (it exited)' : ''}. Its output:\n${output.slice(-4000)}`,
  );
}
