/**
 * Orders per second with the full ledger: workers alternate market buys and sells, each
 * with an Idempotency-Key, spread over many funded investors (orders of one account
 * queue on its balance row), against listening servers in production mode.
 * `orders`: one in-process server on embedded PGlite, then on PostgreSQL; after each run the
 * ledger audit's violation count, and on PostgreSQL pgbench's TPC-B on a scratch database of
 * the same server with as many clients as order workers, and orders/s ÷ pgbench tps (the
 * target is ≥ 0.6 with p99 ≤ 50 ms). BENCH_PGBENCH_SCALE (pgbench's -s, 1 as plain `-i`).
 * `orders-limit`: the same on PostgreSQL for limit-order placement through `/order/place`,
 * skipped with the reason while the contract has no such call; BENCH_LIMIT_BODY is the
 * request body as JSON, `"{side}"` and `"{price}"` (a limit that rests) filled in per order.
 * `orders-cluster`: `src/main.ts` processes on PostgreSQL and Redis, one then three,
 * requests sent round-robin, the server processes' CPU per order printed too.
 * BENCH_SECONDS (measured after BENCH_WARMUP, 1 s), BENCH_WORKERS, BENCH_ACCOUNTS;
 * BENCH_PG_URL for the PostgreSQL admin connection, BENCH_REDIS_URL;
 * BENCH_DATABASES=postgres (or pglite) measures only that one in `orders`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { loadConfig } from '../src/config/config.js';
import { buildServer } from '../src/build-server.js';
import { openDatabase } from '../src/db/open-database.js';
import { endpointRoutes } from '@trading/contract';
import { fromUnits, priceUnits, toUnits } from '../src/ledger/decimal.js';
import { auditLedger } from '../src/ledger/ledger-audit.js';
import { instrumentById } from '../src/market/instruments.js';
import { createMarketSim } from '../src/market/sim/market-sim.js';
import type { Services } from '../src/services.js';
import { createMarketData, type MarketData } from '../src/stocks/market-data.js';
import { startServerProcess } from '../test/support/server-process.js';
import { benchAccounts, type BenchShares } from './bench-accounts.js';
import { pgbench, type PgbenchResult } from './pgbench.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 64);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 1);
const SIM_SEED = '20240601';
const GTCO = 1005;
/** How far from the shown price the limit bench's orders rest. */
const LIMIT_OFFSET_PERCENT = 3n;
/** Shares each limit-bench account starts with: far more than its sells lock in a run. */
const LIMIT_SHARES = 1_000_000;

/** What one order request is: its path under /api and its body, for a side and the shown price. */
type OrderRequest = (side: 'buy' | 'sell', price: string) => { path: string; body: string };

/** A limit price on the tick that rests: under the shown price for a buy, above for a sell. */
function restingLimit(side: 'buy' | 'sell', shown: string): string {
  const percent = side === 'buy' ? 100n - LIMIT_OFFSET_PERCENT : 100n + LIMIT_OFFSET_PERCENT;
  return fromUnits((toUnits(shown) * percent) / 100n, 2, side === 'buy' ? 'down' : 'up');
}

const marketOrder: OrderRequest = (side, price) => ({
  path: `/stockTrade/${side}`,
  body: JSON.stringify({ id: GTCO, amount: 10, price }),
});

interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
}

/** CPU milliseconds (user + system) a process has used so far, from Linux's /proc. */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * One keep-alive connection per worker through node:http: global fetch (undici with web
 * streams) cost the bench process about 0.5 ms of CPU per order, CPU the server on the
 * same two cores then lacks. Resolves with the response's envelope code.
 */
function postOrder(agent: Agent, url: string, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve((JSON.parse(text) as { code: number }).code);
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Worker w owns accounts w, w + WORKERS, …, buying then selling on each in turn, so no
 * two requests of one account are in flight together; requests rotate over `bases`.
 * WARMUP seconds of the same load go first, unmeasured: a fresh server spends its first
 * second compiling.
 */
async function drive(
  label: string,
  bases: string[],
  tokens: string[],
  market: MarketData,
  serverPids: number[] = [],
  orderRequest: OrderRequest = marketOrder,
): Promise<Measured> {
  const run = randomBytes(3).toString('hex');
  const agent = new Agent({ keepAlive: true, maxSockets: WORKERS });
  const workers = Math.min(WORKERS, tokens.length);
  const steps = new Array<number>(workers).fill(0);
  let sequence = 0;
  const phase = async (seconds: number) => {
    const latencies: number[] = [];
    let failures = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        const mine = tokens.filter((_, n) => n % WORKERS === w);
        for (; performance.now() < until; steps[w]!++) {
          const step = steps[w]!;
          const token = mine[Math.floor(step / 2) % mine.length]!;
          const side = step % 2 === 0 ? 'buy' : 'sell';
          const price = fromUnits(priceUnits(market.quote(instrumentById(GTCO)!).price));
          const n = sequence++;
          const { path, body } = orderRequest(side, price);
          const started = performance.now();
          try {
            const code = await postOrder(
              agent,
              `${bases[n % bases.length]}${path}`,
              { 'content-type': 'application/json', token, 'idempotency-key': `${run}-${n}` },
              body,
            );
            if (code !== 0) failures++;
          } catch {
            failures++;
          }
          latencies.push(performance.now() - started);
        }
      }),
    );
    return { latencies, failures };
  };

  // What the servers burn with no orders (market feed, Redis), to tell apart from per-order cost.
  const idleBefore = serverPids.map(processCpuMs);
  if (serverPids.length > 0) await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleMs = serverPids.reduce((sum, pid, n) => sum + processCpuMs(pid) - idleBefore[n]!, 0);
  const warmup = await phase(WARMUP);
  const cpuBefore = process.cpuUsage();
  const serversBefore = serverPids.map(processCpuMs);
  const { latencies, failures: measuredFailures } = await phase(SECONDS);
  const failures = warmup.failures + measuredFailures;
  const cpu = process.cpuUsage(cpuBefore);
  const serversMs = serverPids.reduce(
    (sum, pid, n) => sum + processCpuMs(pid) - serversBefore[n]!,
    0,
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const measured = { perSecond: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99) };
  console.log(
    `${label.padEnd(22)} ${measured.perSecond.toFixed(0).padStart(6)} orders/s  p50 ${measured.p50.toFixed(1)} ms  p99 ${measured.p99.toFixed(1)} ms` +
      `  (${latencies.length} orders, ${failures} failed, ${WORKERS} workers, ${tokens.length} accounts;` +
      ` bench process CPU ${((cpu.user + cpu.system) / 1000 / latencies.length).toFixed(2)} ms/order` +
      (serverPids.length > 0
        ? `, server processes ${(serversMs / latencies.length).toFixed(2)} ms/order,` +
          ` ${(idleMs / 20).toFixed(0)}% of a core when idle)`
        : ')'),
  );
  return measured;
}

async function inProcess(
  label: string,
  databaseUrl: string | undefined,
  orderRequest: OrderRequest = marketOrder,
  shares?: BenchShares,
): Promise<Measured> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    ARGON2_MEMORY_KIB: '256',
    SIM_SEED,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const server = await buildServer(config);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  const services = (server as unknown as { services: Services }).services;
  try {
    const tokens = await benchAccounts(services.db, ACCOUNTS, shares);
    const base = `http://127.0.0.1:${port}/api`;
    const measured = await drive(label, [base], tokens, services.market, [], orderRequest);
    const violations = await auditLedger(services.db);
    console.log(`${label.padEnd(22)} ledger audit: ${violations.length} violations`);
    return measured;
  } finally {
    await server.close();
  }
}

/** pgbench on its own scratch database of the same server, then the ratio to `orders`. */
async function againstPgbench(label: string, orders: Measured): Promise<void> {
  let result: PgbenchResult | undefined;
  await withDatabase(async (url) => {
    result = await pgbench(url, { clients: WORKERS, seconds: SECONDS, scale: PGBENCH_SCALE });
  });
  if (!result) return;
  console.log(
    `${'pgbench TPC-B'.padEnd(22)} ${result.tps.toFixed(0).padStart(6)} tps       average latency ${result.latencyMs.toFixed(1)} ms` +
      `  (${WORKERS} clients, scale ${PGBENCH_SCALE})`,
  );
  const meets = orders.perSecond / result.tps >= 0.6 && orders.p99 <= 50;
  console.log(
    `${label.padEnd(22)} ratio ${(orders.perSecond / result.tps).toFixed(2)} orders/s per pgbench tps,` +
      ` p99 ${orders.p99.toFixed(1)} ms (target ≥ 0.60 and ≤ 50 ms: ${meets ? 'met' : 'not met'})`,
  );
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
        servers.map((s) => s.child.pid!),
      );
    } finally {
      await database.close();
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
}

/** Measures `orderRequest` on PostgreSQL, then pgbench right after on the same server. */
async function onPostgres(
  label: string,
  orderRequest: OrderRequest,
  shares?: BenchShares,
): Promise<void> {
  let orders: Measured | undefined;
  await withDatabase(async (url) => {
    orders = await inProcess(label, url, orderRequest, shares);
  });
  if (orders) await againstPgbench(label, orders);
}

export async function runOrdersBench(): Promise<void> {
  if (DATABASES.includes('pglite')) await inProcess('pglite', undefined);
  if (DATABASES.includes('postgres')) await onPostgres('postgres', marketOrder);
}

/**
 * Limit-order placement, once the contract serves `/order/place`. The body is the caller's
 * (BENCH_LIMIT_BODY) or a GTC limit of LIMIT_OFFSET_PERCENT away from the shown price, on
 * the side where it rests (a buy under, a sell above), so placement is measured, not fills.
 * The accounts start with shares for the sells to lock.
 */
export async function runOrdersLimitBench(): Promise<void> {
  if (!Object.values(endpointRoutes).some((route) => route.path === '/order/place')) {
    console.log('orders-limit skipped: the contract has no /order/place call yet');
    return;
  }
  const template =
    process.env.BENCH_LIMIT_BODY ??
    JSON.stringify({
      type: 'LIMIT',
      side: '{side}',
      stockId: GTCO,
      quantity: 10,
      limitPrice: '{price}',
      timeInForce: 'GTC',
    });
  await onPostgres(
    'postgres limit',
    (side, price) => ({
      path: '/order/place',
      body: template
        .replace('{side}', side.toUpperCase())
        .replace('{price}', restingLimit(side, price)),
    }),
    { instrumentId: GTCO, quantity: LIMIT_SHARES },
  );
}

export async function runOrdersClusterBench(): Promise<void> {
  await processes(1);
  await processes(3);
}
