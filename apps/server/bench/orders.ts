/**
 * Orders per second with the full ledger: workers (one investor each) alternate market
 * buys and sells, each with an Idempotency-Key, against a listening server in production
 * mode, on embedded PGlite and on PostgreSQL (a throwaway database). Prints orders/s and
 * latency percentiles. Run: `pnpm --filter server bench orders`
 * (BENCH_SECONDS, BENCH_WORKERS; BENCH_PG_URL for the PostgreSQL admin connection).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config/config.js';
import { buildServer } from '../src/build-server.js';
import { findUserByUsername } from '../src/identity/user-repository.js';
import { HOUSE } from '../src/ledger/accounts.js';
import { fromUnits, priceUnits } from '../src/ledger/decimal.js';
import { credit } from '../src/ledger/movements.js';
import { instrumentById } from '../src/market/instruments.js';
import { REGISTRATION_CODES } from '../src/seed/demo-accounts.js';
import type { Services } from '../src/services.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 16);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GTCO = 1005;

async function measure(label: string, databaseUrl: string | undefined): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    SCRYPT_COST: '10',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const server = await buildServer(config);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/api`;
  const services = (server as unknown as { services: Services }).services;
  const json = { host: 'ngn.localhost', 'content-type': 'application/json' };

  const tokens: string[] = [];
  for (let w = 0; w < WORKERS; w++) {
    const username = `bench${w}_${randomBytes(3).toString('hex')}`;
    await fetch(`${base}/user/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username, password: 'abc123', authCode: REGISTRATION_CODES.ngn }),
    });
    const login = (await (
      await fetch(`${base}/user/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username, password: 'abc123' }),
      })
    ).json()) as { data: { token: string } };
    const user = await findUserByUsername(services.db, 'ngn', username);
    await services.db.transaction((tx) =>
      credit(tx as never, {
        tenantId: 'ngn',
        userId: user!.id,
        currency: 'NGN',
        amount: '100000000',
        scene: 'USER_DEPOSIT',
        description: 'Bench funding',
        houseAccount: HOUSE.adjustments,
      }),
    );
    tokens.push(login.data.token);
  }

  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  let sequence = 0;
  await Promise.all(
    tokens.map(async (token) => {
      for (let side = 0; performance.now() < until; side ^= 1) {
        const price = fromUnits(priceUnits(services.market.quote(instrumentById(GTCO)!).price));
        const started = performance.now();
        const response = await fetch(`${base}/stockTrade/${side === 0 ? 'buy' : 'sell'}`, {
          method: 'POST',
          headers: { ...json, token, 'idempotency-key': `o${sequence++}` },
          body: JSON.stringify({ id: GTCO, amount: 10, price }),
        });
        const body = (await response.json()) as { code: number };
        latencies.push(performance.now() - started);
        if (body.code !== 0) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(10)} ${(latencies.length / SECONDS).toFixed(0).padStart(6)} orders/s  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms` +
      `  (${latencies.length} orders, ${failures} failed, ${WORKERS} workers)`,
  );
  await server.close();
}

export async function runOrdersBench(): Promise<void> {
  await measure('pglite', undefined);
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`postgres   skipped: not reachable at ${ADMIN_URL} (${(error as Error).message})`);
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await measure('postgres', url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
