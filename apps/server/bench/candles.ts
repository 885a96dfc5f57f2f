import type { KlinePeriod } from '@trading/contract';
import { Bench } from 'tinybench';
import { INSTRUMENTS } from '../src/market/instruments.js';
import { createMarketSim } from '../src/market/sim/market-sim.js';

const PERIODS: KlinePeriod[] = [
  'MIN1',
  'MIN5',
  'MIN15',
  'MIN30',
  'HOUR',
  'HOUR4',
  'DAY',
  'WEEK',
  'MONTH',
];
const FIVE_YEARS_MS = 5 * 365 * 86_400_000;

/** Pages of 100 candles per period: the latest page (warm caches) and random older pages (mostly cold). */
export async function runCandlesBench(): Promise<void> {
  const now = Date.now();
  const listed = INSTRUMENTS.filter((i) => !i.listedOn || i.listedOn < '2026-01-01');

  const startup = performance.now();
  const sim = createMarketSim({ seed: 'bench' });
  for (const instrument of INSTRUMENTS) sim.quote(instrument, now);
  const startupMs = performance.now() - startup;

  let seed = 1;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const pages: Record<string, () => void> = {};
  for (const period of PERIODS) {
    pages[`${period} latest`] = () => {
      sim.candles(listed[Math.floor(random() * listed.length)]!, period, { now, limit: 100 });
    };
    pages[`${period} older`] = () => {
      sim.candles(listed[Math.floor(random() * listed.length)]!, period, {
        now,
        before: now - random() * FIVE_YEARS_MS,
        limit: 100,
      });
    };
  }
  const bench = new Bench({ time: 250, warmupTime: 50 });
  for (const [name, page] of Object.entries(pages)) bench.add(name, page);
  await bench.run();

  // CPU time per page: unlike wall time, it barely moves when other processes share the cores.
  const cpuMicros = new Map<string, number>();
  for (const [name, page] of Object.entries(pages)) {
    const before = process.cpuUsage();
    for (let i = 0; i < 100; i++) page();
    const used = process.cpuUsage(before);
    cpuMicros.set(name, (used.user + used.system) / 100);
  }

  console.log(
    `\nCandle pages (limit 100, 24×7 session, ${listed.length} instruments picked at random)`,
  );
  console.log(
    `cold start: first quote of all ${INSTRUMENTS.length} instruments in ${startupMs.toFixed(1)} ms`,
  );
  const table: Record<string, Record<string, string>> = {};
  for (const task of bench.tasks) {
    const [period, kind] = task.name.split(' ') as [string, 'latest' | 'older'];
    const latency = task.result && 'latency' in task.result ? task.result.latency : undefined;
    table[period] ??= {};
    table[period][`${kind} mean µs`] = latency ? (latency.mean * 1000).toFixed(0) : '-';
    table[period][`${kind} p99 µs`] =
      latency?.p99 !== undefined ? (latency.p99 * 1000).toFixed(0) : '-';
    table[period][`${kind} cpu µs`] = cpuMicros.get(task.name)!.toFixed(0);
  }
  console.table(table);
}
