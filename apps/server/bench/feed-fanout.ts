import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { createFeedHub, type FeedHub } from '../src/market/feed/feed-hub.js';
import { createMarketSim } from '../src/market/sim/market-sim.js';
import { benchSymbols } from './bench-symbols.js';
import type { FanoutClientsConfig, FanoutClientsReport } from './fanout-clients.js';
import { stampSentAt } from './stamp-sent-at.js';

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 1_000);
const INTERVAL_MS = Number(process.env.FANOUT_INTERVAL_MS ?? 450);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECT_BUDGET_MS = 6_000;
const WARMUP_MS = 1_500;
const MEASURE_MS = 6_000;
/** The clients stop by themselves after this long, even on a starved machine. */
const HARD_LIMIT_MS = 20_000;

const symbols = () => benchSymbols().map(({ symbol, exchange }) => ({ symbol, exchange }));

/**
 * Runs every client in one worker thread (the machine has two cores), each subscribed to
 * every bench symbol; each tick carries its publish time, so the worker measures latency.
 */
async function measure(label: string, urls: string[], sendMs?: number[]): Promise<void> {
  const config: FanoutClientsConfig = {
    urls,
    clients: CLIENTS,
    connectBudgetMs: CONNECT_BUDGET_MS,
    symbols: symbols(),
    warmupMs: WARMUP_MS,
    measureMs: MEASURE_MS,
  };
  const started = performance.now();
  // Workers do not inherit tsx's loader: register it inside the worker, then load the clients.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./fanout-clients.ts', import.meta.url).href)}); });`;
  const worker = new Worker(bootstrap, { eval: true, workerData: config });
  const limit = setTimeout(() => void worker.terminate(), HARD_LIMIT_MS);
  const report = await new Promise<FanoutClientsReport | undefined>((resolve, reject) => {
    worker.on('message', (message: FanoutClientsReport | 'measuring') => {
      if (message === 'measuring') sendMs?.splice(0);
      else resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', () => resolve(undefined));
  });
  const sends = sendMs?.slice();
  clearTimeout(limit);
  await worker.terminate();
  if (!report) {
    console.log(
      `${label}: stopped after ${HARD_LIMIT_MS / 1000} s without a result (machine too busy?)`,
    );
    return;
  }
  const expected = (report.connected * config.symbols.length * 1000) / INTERVAL_MS;
  const delivered = report.messages / report.seconds;
  console.log(
    `\n${label}: ${report.connected} clients × ${config.symbols.length} symbols, a tick per symbol every ${INTERVAL_MS} ms`,
  );
  console.table({
    'delivered msg/s': { value: Math.round(delivered), target: '≥ 100000' },
    'expected msg/s': { value: Math.round(expected), target: '' },
    'latency p50 ms': { value: report.p50.toFixed(1), target: '' },
    'latency p99 ms': { value: report.p99.toFixed(1), target: '≤ 50' },
    'latency max ms': { value: report.max.toFixed(1), target: '' },
    'wall time s': { value: ((performance.now() - started) / 1000).toFixed(1), target: '≤ 20' },
    ...(sends && sends.length > 0 ? sendTimes(sends) : {}),
  });
}

/**
 * The server's own share of the latency: how long one `deliver` call (a batch written to
 * every socket) blocks this thread. The rest of the p99 is the clients' thread and the kernel.
 */
function sendTimes(sendMs: number[]) {
  const sorted = [...sendMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    'server send p50 ms': { value: at(0.5).toFixed(1), target: '' },
    'server send p99 ms': { value: at(0.99).toFixed(1), target: '' },
  };
}

/** WebSocket fan-out on loopback from one hub in this thread, computing its own ticks. */
export async function runFeedFanoutBench(): Promise<void> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((resolve) => server.once('listening', resolve));
  const sendMs: number[] = [];
  const hub: FeedHub = createFeedHub({
    sim: createMarketSim({ seed: 'bench' }),
    intervalMs: INTERVAL_MS,
    publish: (ticks) => {
      const started = performance.now();
      hub.deliver(stampSentAt(ticks));
      sendMs.push(performance.now() - started);
    },
  });
  server.on('connection', (socket) => hub.attach(socket));
  await measure(
    'one process',
    [`ws://127.0.0.1:${(server.address() as AddressInfo).port}`],
    sendMs,
  );
  hub.close();
  await new Promise((resolve) => server.close(resolve));
}

function startNode(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/fanout-node.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve({ child, url: `ws://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`fan-out node exited with ${code}`)));
  });
}

/** The same clients spread over processes that share one producer's ticks through Redis. */
export async function runFeedFanoutClusterBench(): Promise<void> {
  for (const count of [1, 3]) {
    const env = {
      FANOUT_REDIS_URL: REDIS_URL,
      FANOUT_PREFIX: `bench${randomBytes(3).toString('hex')}:`,
      FANOUT_INTERVAL_MS: String(INTERVAL_MS),
    };
    const nodes = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        startNode({ ...env, FANOUT_PRODUCER: n === 0 ? '1' : '0' }),
      ),
    );
    await measure(
      `${count} process${count > 1 ? 'es' : ''} via Redis`,
      nodes.map((n) => n.url),
    );
    for (const { child } of nodes) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}
