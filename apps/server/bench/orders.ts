/**
 * Orders per second with the full ledger: workers alternate market buys and sells, each
 * with an Idempotency-Key, spread over many funded investors (orders of one account
 * queue on its balance row), against listening servers in production mode.
 * `orders`: one in-process server on embedded PGlite, then on PostgreSQL.
 * `orders-cluster`: `src/main.ts` processes on PostgreSQL and Redis, one then three,
 * requests sent round-robin. BENCH_SECONDS, BENCH_WORKERS, BENCH_ACCOUNTS; BENCH_PG_URL
 * for the PostgreSQL admin connection, BENCH_REDIS_URL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config/config.js';
import { buildServer } from '../src/build-server.js';
import { openDatabase } from '../src/db/open-database.js';
import { fromUnits, priceUnits } from '../src/ledger/decimal.js';
import { instrumentById } from '../src/market/instruments.js';
import { createMarketSim } from '../src/market/sim/market-sim.js';
import type { Services } from '../src/services.js';
import { createMarketData, type MarketData } from '../src/stocks/market-data.js';
import { startServerProcess } from '../test/support/server-process.js';
import { benchAccounts } from './bench-accounts.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 64);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SIM_SEED = '20240601';
const GTCO = 1005;

/**
 * Worker w owns accounts w, w + WORKERS, …, buying then selling on each in turn, so no
 * two requests of one account are in flight together; requests rotate over `bases`.
 */
async function drive(label: string, bases: string[], tokens: string[], market: MarketData) {
  const latencies: number[] = [];
  let failures = 0;
  let sequence = 0;
  const run = randomBytes(3).toString('hex');
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: Math.min(WORKERS, tokens.length) }, async (_, w) => {
      const mine = tokens.filter((_, n) => n % WORKERS === w);
      for (let step = 0; performance.now() < until; step++) {
        const token = mine[Math.floor(step / 2) % mine.length]!;
        const side = step % 2 === 0 ? 'buy' : 'sell';
        const price = fromUnits(priceUnits(market.quote(instrumentById(GTCO)!).price));
        const n = sequence++;
        const started = performance.now();
        try {
          const response = await fetch(`${bases[n % bases.length]}/stockTrade/${side}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              token,
              'idempotency-key': `${run}-${n}`,
            },
            body: JSON.stringify({ id: GTCO, amount: 10, price }),
          });
          if (((await response.json()) as { code: number }).code !== 0) failures++;
        } catch {
          failures++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(22)} ${(latencies.length / SECONDS).toFixed(0).padStart(6)} orders/s  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms` +
      `  (${latencies.length} orders, ${failures} failed, ${WORKERS} workers, ${tokens.length} accounts)`,
  );
}

async function inProcess(label: string, databaseUrl: string | undefined): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    SCRYPT_COST: '10',
    SIM_SEED,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const server = await buildServer(config);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  const services = (server as unknown as { services: Services }).services;
  const tokens = await benchAccounts(services.db, ACCOUNTS);
  await drive(label, [`http://127.0.0.1:${port}/api`], tokens, services.market);
  await server.close();
}

/** A throwaway PostgreSQL database for `measure`, dropped afterwards; undefined when unreachable. */
async function withDatabase(measure: (url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`postgres skipped: not reachable at ${ADMIN_URL} (${(error as Error).message})`);
    return;
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await measure(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function processes(count: number): Promise<void> {
  await withDatabase(async (url) => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      REDIS_URL,
      REDIS_PREFIX: `bench${randomBytes(3).toString('hex')}:`,
      SIM_SEED,
    };
    const servers = [];
    // One at a time: the first migrates and seeds, the others find it done.
    for (let n = 0; n < count; n++)
      servers.push(
        await startServerProcess({ ...env, MARKET_PRODUCER: n === 0 ? '1' : '0' }, { quiet: true }),
      );
    const database = await openDatabase({ databaseUrl: url });
    try {
      const tokens = await benchAccounts(database.db, ACCOUNTS);
      const market = createMarketData(createMarketSim({ seed: SIM_SEED }));
      await drive(
        `${count} process${count > 1 ? 'es' : ''} pg+redis`,
        servers.map((s) => s.api),
        tokens,
        market,
      );
    } finally {
      await database.close();
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
}

export async function runOrdersBench(): Promise<void> {
  await inProcess('pglite', undefined);
  await withDatabase((url) => inProcess('postgres', url));
}

export async function runOrdersClusterBench(): Promise<void> {
  await processes(1);
  await processes(3);
}
