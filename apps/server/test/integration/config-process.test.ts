import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../src/config/config';

const serverDir = join(import.meta.dirname, '../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts `src/main.ts` in its own process with the given environment. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ARGON2_MEMORY_KIB: '256', LOG_LEVEL: 'info', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const done = new Promise<Run>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const listening = async (timeoutMs = 170_000) => {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      const match = /"url":"http:\/\/ngn\.localhost:(\d+)"|ngn: http:\/\/ngn\.localhost:(\d+)/.exec(
        stdout,
      );
      if (match) return Number(match[1] ?? match[2]);
      if (child.exitCode !== null) throw new Error(`server exited early:\n${stderr}\n${stdout}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start:\n${stderr}\n${stdout}`);
  };
  return { child, done, listening, output: () => stdout };
}

describe('configuration', () => {
  it('parses defaults and names every bad variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      defaultTenant: 'ngn',
      argon2: { memoryKib: 19_456, passes: 2 },
      databaseUrl: undefined,
      wsAllowedOrigins: [],
      wsMaxSocketsPerAddress: 20,
      shutdownGraceMs: 0,
      shutdownDeadlineMs: 10_000,
    });
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '10000' })).toThrow(
      /SHUTDOWN_GRACE_MS: must be shorter than SHUTDOWN_DEADLINE_MS/,
    );
    for (const origins of [
      'https://a.example/app',
      'a.example',
      'ftp://a.example',
      'https://u@a.example',
    ])
      expect(() => loadConfig({ WS_ALLOWED_ORIGINS: origins }), origins).toThrow(
        /WS_ALLOWED_ORIGINS/,
      );
    expect(() =>
      loadConfig({ PORT: 'eighty', DEFAULT_TENANT: 'xyz', DATABASE_URL: 'mysql://x' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DEFAULT_TENANT: 'xyz' });
    } catch (error) {
      expect((error as ConfigError).issues.join('\n')).toMatch(/PORT[\s\S]*DEFAULT_TENANT/);
    }
  });

  it('exits non-zero with a clear message on a bad value', async () => {
    const { done } = startMain({ PORT: 'eighty', ARGON2_PASSES: '99' });
    const run = await done;
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT');
    expect(run.stderr).toContain('ARGON2_PASSES');
  });

  it('keeps data in DATA_DIR across restarts and shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'));
    try {
      const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
      const first = startMain(env);
      const port = await first.listening();
      const register = await fetch(`http://127.0.0.1:${port}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'ngn.localhost' },
        body: JSON.stringify({ username: 'persisted', password: 'abc123', authCode: 'JOIN-NGN' }),
      }).then((r) => r.json() as Promise<{ code: number }>);
      expect(register.code).toBe(0);
      expect(first.output()).toContain('http://usd.localhost:');
      first.child.kill('SIGTERM');
      const stopped = await first.done;
      expect(stopped.code).toBe(0);
      expect(stopped.stdout).toContain('shutting down');

      const second = startMain(env);
      const port2 = await second.listening();
      const login = await fetch(`http://127.0.0.1:${port2}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'persisted', password: 'abc123' }),
      }).then((r) => r.json() as Promise<{ code: number }>);
      expect(login.code).toBe(0);
      second.child.kill('SIGTERM');
      expect((await second.done).code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);
});
