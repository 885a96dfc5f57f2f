// `pnpm --filter web bench:render`: what rendering pages on the server costs. 32 concurrent
// clients for a few seconds per case against the production server (one process): time to
// the whole answer (p50, p99; a page is one small HTML document) and pages per second for / and /stock/{id} rendered on the server,
// beside the same pages served as the plain index.html (SERVER_RENDER=0) and a plain API read.
// Pages per second per core = the figure itself: the server renders on one event loop.
import { createRequire } from 'node:module';
import { startRealServer } from './bench-support.mjs';

const autocannon = createRequire(import.meta.url)('autocannon');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const TENANT = process.env.TENANT ?? 'ngn';
const STOCK = { ngn: 1001, inr: 2001, brl: 3001, usd: 4001 }[TENANT];

const cases = [
  { name: 'GET / (rendered)', mode: 'server', path: '/' },
  { name: `GET /stock/${STOCK} (rendered)`, mode: 'server', path: `/stock/${STOCK}` },
  { name: 'GET / (plain index.html)', mode: 'browser', path: '/' },
  { name: `GET /stock/${STOCK} (plain index.html)`, mode: 'browser', path: `/stock/${STOCK}` },
  {
    name: `GET /api/stock/detail?id=${STOCK}`,
    mode: 'server',
    path: `/api/stock/detail?id=${STOCK}`,
  },
];

const servers = {
  server: await startRealServer({ SERVER_RENDER: '1' }),
  browser: await startRealServer({ SERVER_RENDER: '0' }),
};
try {
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per case, tenant ${TENANT}`);
  for (const c of cases) {
    const { port } = servers[c.mode];
    const headers = { host: `${TENANT}.localhost:${port}` };
    // Warm the render module and caches first, as a running server would be.
    await autocannon({
      url: `http://127.0.0.1:${port}${c.path}`,
      headers,
      connections: 4,
      amount: 20,
    });
    const r = await autocannon({
      url: `http://127.0.0.1:${port}${c.path}`,
      headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    console.log(
      `${c.name.padEnd(40)} ${Math.round(r.requests.average).toString().padStart(6)} /s` +
        `  response p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
    );
  }
} finally {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
}
