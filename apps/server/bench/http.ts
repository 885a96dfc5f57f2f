/**
 * HTTP throughput of the market-data routes on a listening server (127.0.0.1, embedded
 * PGlite in memory, production mode so responses are not re-validated): a few seconds
 * of autocannon per route, printing req/s and latency percentiles.
 * Run: `pnpm --filter server exec tsx bench/http.ts` (or from bench/run.ts as `http`).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config/config.js';
import { buildServer } from '../src/build-server.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

export async function runHttpBench(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    ARGON2_MEMORY_KIB: '256',
  });
  const server = await buildServer(config);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/api`;
  const headers = { host: 'ngn.localhost', 'content-type': 'application/json' };
  const cases = [
    {
      name: 'POST /stock/rank (NSENG, VOLUME, 20 rows)',
      url: `${base}/stock/rank`,
      method: 'POST',
      body: JSON.stringify({ market: 'NSENG', rankType: 'VOLUME', pageNum: 1, pageSize: 20 }),
    },
    {
      name: 'GET /stock/historyKline (MIN1, 100 candles)',
      url: `${base}/stock/historyKline?id=1001&timePeriod=MIN1&limit=100`,
    },
    {
      name: 'GET /stock/historyKline (DAY, 100 candles)',
      url: `${base}/stock/historyKline?id=2001&timePeriod=DAY&limit=100`,
    },
  ];
  try {
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s per route`);
    for (const c of cases) {
      const r = await autocannon({ ...c, headers, connections: CONNECTIONS, duration: DURATION_S });
      console.log(
        `${c.name.padEnd(46)} ${Math.round(r.requests.average).toString().padStart(7)} req/s` +
          `  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
      );
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHttpBench();
