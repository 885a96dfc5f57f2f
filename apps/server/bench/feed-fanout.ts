import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { createFeedHub, type FeedHub } from '../src/market/feed/feed-hub.js';
import { INSTRUMENTS } from '../src/market/instruments.js';
import { createMarketSim } from '../src/market/sim/market-sim.js';
import { stampSentAt } from './stamp-sent-at.js';
import type { FanoutClientsConfig, FanoutClientsReport } from './fanout-clients.js';

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 1_000);
const INTERVAL_MS = Number(process.env.FANOUT_INTERVAL_MS ?? 450);
const CONNECT_BUDGET_MS = 6_000;
const WARMUP_MS = 1_500;
const MEASURE_MS = 6_000;
/** The whole bench stops by itself after this long, even on a starved machine. */
const HARD_LIMIT_MS = 20_000;

/**
 * WebSocket fan-out on loopback: the hub in this thread, every client in one worker
 * thread (the machine has two cores). Each client subscribes to every listed
 * instrument; each tick carries the send time, so the worker measures delivery latency.
 */
export async function runFeedFanoutBench(): Promise<void> {
  const symbols = INSTRUMENTS.filter((i) => !i.listedOn || i.listedOn < '2026-01-01').map(
    ({ symbol, exchange }) => ({ symbol, exchange }),
  );
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((resolve) => server.once('listening', resolve));
  let published = 0;
  const hub: FeedHub = createFeedHub({
    sim: createMarketSim({ seed: 'bench' }),
    intervalMs: INTERVAL_MS,
    publish: (ticks) => {
      published += ticks.length;
      hub.deliver(stampSentAt(ticks));
    },
  });
  server.on('connection', (socket) => hub.attach(socket));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const config: FanoutClientsConfig = {
    url,
    clients: CLIENTS,
    connectBudgetMs: CONNECT_BUDGET_MS,
    symbols,
    warmupMs: WARMUP_MS,
    measureMs: MEASURE_MS,
  };
  const started = performance.now();
  // Workers do not inherit tsx's loader: register it inside the worker, then load the clients.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./fanout-clients.ts', import.meta.url).href)}); });`;
  const worker = new Worker(bootstrap, { eval: true, workerData: config });
  const limit = setTimeout(
    () => void worker.terminate(),
    HARD_LIMIT_MS - (performance.now() - started),
  );
  const report = await new Promise<FanoutClientsReport | undefined>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', () => resolve(undefined));
  });
  clearTimeout(limit);
  await worker.terminate();
  hub.close();
  await new Promise((resolve) => server.close(resolve));

  if (!report) {
    console.log(
      `fan-out bench stopped after ${HARD_LIMIT_MS / 1000} s without a result (machine too busy?)`,
    );
    return;
  }
  const expected = (report.connected * symbols.length * 1000) / INTERVAL_MS;
  const delivered = report.messages / report.seconds;
  console.log(
    `\nWebSocket fan-out on loopback (${report.connected} clients × ${symbols.length} symbols, a tick per symbol every ${INTERVAL_MS} ms)`,
  );
  console.table({
    'delivered msg/s': { value: Math.round(delivered), target: '≥ 100000' },
    'expected msg/s': { value: Math.round(expected), target: '' },
    'ticks published': { value: published, target: '' },
    'latency p50 ms': { value: report.p50.toFixed(1), target: '' },
    'latency p99 ms': { value: report.p99.toFixed(1), target: '≤ 50' },
    'latency max ms': { value: report.max.toFixed(1), target: '' },
    'wall time s': { value: ((performance.now() - started) / 1000).toFixed(1), target: '≤ 20' },
  });
}
