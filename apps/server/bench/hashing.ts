/**
 * Password hashing against the rest of the server, at the production cost (OWASP argon2id)
 * on a listening server with embedded PGlite in memory:
 *   - one hash alone (median of BENCH_HASHES);
 *   - a static file's p95 while 40 sign-ins run (goal ≤ 250 ms);
 *   - 60 parallel withdrawals (each checks the withdrawal password) against their ideal,
 *     60 × one hash ÷ hashing workers (goal ≤ 1.5 × ideal);
 *   - 30 retries of one withdrawal with the same Idempotency-Key (goal ≤ 1 s).
 * Run: `pnpm --filter server bench hashing`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { loadConfig } from '../src/config/config.js';
import { buildServer } from '../src/build-server.js';
import { DEMO_OP_PASSWORD } from '../src/finance/seed-money.js';
import { pooledHasher } from '../src/identity/password-hasher.js';
import { insertUser } from '../src/identity/user-repository.js';
import { DEMO_INVESTOR } from '../src/seed/demo-accounts.js';
import type { Services } from '../src/services.js';

const HASHES = Number(process.env.BENCH_HASHES ?? 15);
const SIGN_INS = 40;
const WITHDRAWALS = 60;
const RETRIES = 30;
const HOST = 'ngn.localhost';
const WITHDRAWAL = {
  amount: '1000',
  opPwd: DEMO_OP_PASSWORD,
  accountName: 'Demo Investor',
  bank: 'Zenith Bank',
  accountNumber: '0011223346',
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1] ?? Number.NaN;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function oneHashMs(config: ReturnType<typeof loadConfig>): Promise<number> {
  const hasher = pooledHasher({ params: config.argon2, workers: 1 });
  try {
    await hasher.hash('warm-up');
    const times: number[] = [];
    for (let i = 0; i < HASHES; i++) {
      const started = performance.now();
      await hasher.hash(`password-${i}`);
      times.push(performance.now() - started);
    }
    return median(times);
  } finally {
    await hasher.close();
  }
}

/** A built web app of one file, so the static route has something real to send. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  mkdirSync(join(dir, 'ngn', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'ngn', 'index.html'), '<!doctype html><title>bench</title>');
  writeFileSync(join(dir, 'ngn', 'assets', 'app.js'), 'x'.repeat(40_000));
  return dir;
}

export async function runHashingBench(): Promise<void> {
  const dist = webDist();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    WEB_DIST: dist,
    // Sign-ins come from 40 addresses, as 40 investors would: one address is rate limited.
    TRUST_PROXY: 'true',
  });
  const server = await buildServer(config);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: { host: HOST, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ code: number; msg: string; data: unknown }>);
  // 40 investors on 40 addresses: one account or one address signing in 40 times at once is
  // throttled by design.
  const { services } = server as unknown as { services: Services };
  const password = 'bench-password-1';
  const passwordHash = await services.hasher.hash(password);
  const run = randomBytes(3).toString('hex');
  for (let n = 0; n < SIGN_INS; n++)
    await insertUser(services.db, { tenantId: 'ngn', username: `s${run}_${n}`, passwordHash });
  const signIn = (_: unknown, n: number) =>
    post(
      '/user/login',
      { username: `s${run}_${n}`, password },
      { 'x-forwarded-for': `10.0.${n >> 8}.${n & 255}` },
    );

  try {
    const hashMs = await oneHashMs(config);
    const workers = config.hashWorkers;
    console.log(
      `argon2id m=${config.argon2.memoryKib} KiB t=${config.argon2.passes} p=1, ${workers} hashing worker(s)`,
    );
    console.log(`one hash:                              ${ms(hashMs)} (median of ${HASHES})`);

    const staticIdle: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await fetch(`${origin}/assets/app.js`, { headers: { host: HOST } }).then((r) => r.text());
      staticIdle.push(performance.now() - started);
    }
    const signIns = Promise.all(Array.from({ length: SIGN_INS }, signIn));
    const staticBusy: number[] = [];
    let running = true;
    void signIns.finally(() => (running = false));
    while (running) {
      const started = performance.now();
      await fetch(`${origin}/assets/app.js`, { headers: { host: HOST } }).then((r) => r.text());
      staticBusy.push(performance.now() - started);
    }
    const answers = await signIns;
    const signedIn = answers.filter((a) => a.code === 0).length;
    console.log(
      `static file p95, idle:                 ${ms(p95(staticIdle))}\n` +
        `static file p95, ${SIGN_INS} sign-ins running: ${ms(p95(staticBusy))} (${staticBusy.length} requests; ${signedIn}/${SIGN_INS} signed in, goal ≤ 250 ms)`,
    );

    const demo = await post('/user/login', {
      username: DEMO_INVESTOR.username,
      password: DEMO_INVESTOR.password,
    });
    const { token } = demo.data as { token: string };
    const withdraw = (key: string) =>
      post('/finance/withdraw', WITHDRAWAL, { token, 'idempotency-key': key });
    const burstStarted = performance.now();
    const burst = await Promise.all(
      Array.from({ length: WITHDRAWALS }, (_, i) => withdraw(`bench-${port}-${i}`)),
    );
    const burstMs = performance.now() - burstStarted;
    const ideal = (WITHDRAWALS * hashMs) / workers;
    const failed = burst.filter((a) => a.code !== 0);
    console.log(
      `${WITHDRAWALS} parallel withdrawals:               ${ms(burstMs)}; ideal ${ms(ideal)} → ${(burstMs / ideal).toFixed(2)} × ideal (goal ≤ 1.5 ×)` +
        (failed.length > 0 ? `; ${failed.length} failed: ${failed[0]!.msg}` : ''),
    );

    const key = `bench-retry-${port}`;
    const first = await withdraw(key);
    if (first.code !== 0) throw new Error(`withdrawal failed: ${first.msg}`);
    const retriesStarted = performance.now();
    const retries = await Promise.all(Array.from({ length: RETRIES }, () => withdraw(key)));
    const retriesMs = performance.now() - retriesStarted;
    const same = retries.every((r) => isDeepStrictEqual(r, first));
    console.log(
      `${RETRIES} same-key retries:                   ${ms(retriesMs)} (goal ≤ 1000 ms; ${same ? 'all answered with the first answer' : 'ANSWERS DIFFER'})`,
    );
  } finally {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHashingBench();
