/**
 * Orders per second with the full ledger: workers alternate market buys and sells, each
 * with an Idempotency-Key, spread over many funded investors (orders of one account
 * queue on its balance row), against listening servers in production mode.
 * `orders`: one in-process server on embedded PGlite, then on PostgreSQL; after each run the
 * ledger audit's violation count. On PostgreSQL, BENCH_ROUNDS (5) rounds each measure orders
 * and pgbench's TPC-B (a scratch database of the same server, as many clients as order
 * workers) back to back, the half that goes first alternating; it prints each round's
 * orders/s ÷ pgbench tps, then their median with its range and the machine's load average
 * (the target is ≥ 0.6 with p99 ≤ 50 ms): one ratio from one pair of runs swings with
 * whatever else the machine does between its halves. BENCH_PGBENCH_SCALE (pgbench's -s).
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
import { availableParallelism, loadavg } from 'node:os';
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
import { pgbenchInit, pgbenchRun, type PgbenchResult } from './pgbench.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 64);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
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
  warmupSeconds = WARMUP,
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
  const warmup = await phase(warmupSeconds);
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

/** Drives orders at an in-process server: the first call warms it up, the later ones not. */
type DriveOrders = (label: string) => Promise<Measured>;

/**
 * A listening in-process server in production mode on `databaseUrl` (PGlite without), with
 * funded bench accounts, handed to `use`; the ledger audit's violation count after it.
 */
async function withInProcessServer(
  label: string,
  databaseUrl: string | undefined,
  orderRequest: OrderRequest,
  shares: BenchShares | undefined,
  use: (orders: DriveOrders) => Promise<void>,
): Promise<void> {
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
    let warm = false;
    await use(async (roundLabel) => {
      const warmup = warm ? 0 : WARMUP;
      warm = true;
      return drive(roundLabel, [base], tokens, services.market, [], orderRequest, warmup);
    });
    const violations = await auditLedger(services.db);
    console.log(`${label.padEnd(22)} ledger audit: ${violations.length} violations`);
    console.log(await scrapeAfter(`http://127.0.0.1:${port}/metrics`));
  } finally {
    await server.close();
  }
}

/** The figures of the order path in the server's own /metrics, as a scraper sees them. */
async function scrapeAfter(url: string): Promise<string> {
  const text = await (await fetch(url)).text();
  const wanted =
    /^(orders_\w+|ledger_postings_total|db_pool_\w+|password_hash_tasks|api_calls_total\{endpoint="(buy|sell|orderPlace)"|http_request_duration_seconds_(count|sum)\{method="POST")/;
  return ['/metrics after the bench:', ...text.split('\n').filter((line) => wanted.test(line))]
    .map((line) => `  ${line}`)
    .join('\n');
}

interface Round {
  orders: Measured;
  pgbench: PgbenchResult;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const loadText = () =>
  `${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1, 5, 15 min; ${availableParallelism()} cores)`;

/** Each round's ratio, then the median ratio with its range, p99 and the machine's load. */
function reportRounds(label: string, rounds: Round[], loadBefore: string): void {
  const ratios = rounds.map((r) => r.orders.perSecond / r.pgbench.tps);
  rounds.forEach((r, n) =>
    console.log(
      `${`${label} round ${n + 1}`.padEnd(22)} ${r.orders.perSecond.toFixed(0).padStart(6)} orders/s` +
        ` (p99 ${r.orders.p99.toFixed(1)} ms) ÷ ${r.pgbench.tps.toFixed(0)} pgbench tps` +
        ` (average ${r.pgbench.latencyMs.toFixed(1)} ms) = ${ratios[n]!.toFixed(2)}`,
    ),
  );
  const ratio = median(ratios);
  const p99 = median(rounds.map((r) => r.orders.p99));
  const meets = ratio >= 0.6 && p99 <= 50;
  console.log(
    `${label.padEnd(22)} median ratio ${ratio.toFixed(2)} over ${rounds.length} rounds` +
      ` (range ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)});` +
      ` median ${median(rounds.map((r) => r.orders.perSecond)).toFixed(0)} orders/s,` +
      ` ${median(rounds.map((r) => r.pgbench.tps)).toFixed(0)} pgbench tps` +
      ` (${WORKERS} clients, scale ${PGBENCH_SCALE}), p99 ${p99.toFixed(1)} ms` +
      ` (target ≥ 0.60 and ≤ 50 ms: ${meets ? 'met' : 'not met'})`,
  );
  console.log(`${label.padEnd(22)} load average before ${loadBefore}, after ${loadText()}`);
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

/**
 * Measures `orderRequest` on PostgreSQL and pgbench on a scratch database of the same server
 * in ROUNDS interleaved rounds, each measuring one right after the other.
 */
async function onPostgres(
  label: string,
  orderRequest: OrderRequest,
  shares?: BenchShares,
): Promise<void> {
  const loadBefore = loadText();
  const rounds: Round[] = [];
  await withDatabase(async (ordersUrl) => {
    await withDatabase(async (pgbenchUrl) => {
      const withPgbench = await pgbenchInit(pgbenchUrl, PGBENCH_SCALE);
      await withInProcessServer(label, ordersUrl, orderRequest, shares, async (orders) => {
        for (let n = 0; n < (withPgbench ? ROUNDS : 1); n++) {
          const roundLabel = `${label} round ${n + 1}`;
          if (!withPgbench) {
            await orders(roundLabel);
            continue;
          }
          const tpcb = () => pgbenchRun(pgbenchUrl, { clients: WORKERS, seconds: SECONDS });
          // The half that goes first alternates, so a drift in the machine's load meets both.
          if (n % 2 === 0) {
            const measured = await orders(roundLabel);
            rounds.push({ orders: measured, pgbench: await tpcb() });
          } else {
            const pgbench = await tpcb();
            rounds.push({ orders: await orders(roundLabel), pgbench });
          }
        }
      });
    });
  });
  if (rounds.length > 0) reportRounds(label, rounds, loadBefore);
}

export async function runOrdersBench(): Promise<void> {
  if (DATABASES.includes('pglite'))
    await withInProcessServer('pglite', undefined, marketOrder, undefined, async (orders) => {
      await orders('pglite');
    });
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
