/**
 * Benchmarks of the server. `pnpm --filter server bench` runs them all; name some to
 * run only those: `pnpm --filter server bench candles`. Each bench is its own module
 * exporting one async function; add new ones to BENCHES.
 */
import { runCandlesBench } from './candles.js';
import { runFeedFanoutBench, runFeedFanoutClusterBench } from './feed-fanout.js';
import { runHashingBench } from './hashing.js';
import { runHttpBench } from './http.js';
import { runOrdersBench, runOrdersClusterBench, runOrdersLimitBench } from './orders.js';
import { runSeedBench } from './seed.js';

const BENCHES: Record<string, () => Promise<void>> = {
  candles: runCandlesBench,
  'feed-fanout': runFeedFanoutBench,
  'feed-fanout-cluster': runFeedFanoutClusterBench,
  hashing: runHashingBench,
  http: runHttpBench,
  orders: runOrdersBench,
  'orders-cluster': runOrdersClusterBench,
  'orders-limit': runOrdersLimitBench,
  seed: runSeedBench,
};

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(1);
}
for (const name of requested.length > 0 ? requested : Object.keys(BENCHES)) {
  console.log(`\n=== ${name} ===`);
  await BENCHES[name]!();
}
