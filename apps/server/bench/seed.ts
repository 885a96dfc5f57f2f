/**
 * First start on an empty in-memory PGlite (what every test suite pays): the full seed,
 * then the same without the demo investor's history, so its cost shows as a difference.
 * BENCH_RUNS (5) starts of each.
 */
import { loadConfig } from '../src/config/config.js';
import { buildServer } from '../src/build-server.js';
import { moneyFeatures, platformFeatures } from '../src/features.js';
import { offeringFeatures } from '../src/offerings/offering-features.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function medianStartMs(withHistory: boolean): Promise<number> {
  const features = [...platformFeatures, ...moneyFeatures, ...offeringFeatures()].filter(
    (f) => withHistory || f.name !== 'demo-history',
  );
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ARGON2_MEMORY_KIB: '256',
      DATA_DIR: ':memory:',
    });
    const started = performance.now();
    const app = await buildServer(config, { features });
    await app.ready();
    times.push(performance.now() - started);
    await app.close();
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

export async function runSeedBench(): Promise<void> {
  const without = await medianStartMs(false);
  const withHistory = await medianStartMs(true);
  console.log(`first start, no demo history:   ${without.toFixed(0)} ms (median of ${RUNS})`);
  console.log(`first start, with demo history: ${withHistory.toFixed(0)} ms (median of ${RUNS})`);
  console.log(`demo history costs:             ${(withHistory - without).toFixed(0)} ms`);
}
