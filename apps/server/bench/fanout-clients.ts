/**
 * Worker thread for the fan-out bench: opens the WebSocket clients, subscribes them,
 * and measures delivery latency from the `sentAt` the bench embeds in each tick.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

export interface FanoutClientsConfig {
  /** Client n connects to urls[n % urls.length]. */
  urls: string[];
  clients: number;
  /** Connecting stops after this long, and the bench goes on with the clients it has. */
  connectBudgetMs: number;
  symbols: Array<{ symbol: string; exchange: string }>;
  warmupMs: number;
  measureMs: number;
}

export interface FanoutClientsReport {
  connected: number;
  messages: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
}

const config = workerData as FanoutClientsConfig;
const now = () => performance.timeOrigin + performance.now();
const sockets: WebSocket[] = [];
let measuring = false;
let messages = 0;
let latencies = new Float64Array(1 << 20);
let samples = 0;

function onMessage(data: Buffer): void {
  if (!measuring) return;
  messages++;
  const text = data.toString();
  const at = text.lastIndexOf('"sentAt":');
  if (at < 0) return;
  if (samples === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[samples++] = now() - Number(text.slice(at + 9, -1));
}

async function open(): Promise<void> {
  const subscribe = JSON.stringify({ action: 'SUBSCRIBE', symbols: config.symbols });
  const deadline = performance.now() + config.connectBudgetMs;
  for (let i = 0; i < config.clients && performance.now() < deadline; i += 100) {
    const batch = Array.from({ length: Math.min(100, config.clients - i) }, (_, j) => {
      const url = config.urls[(i + j) % config.urls.length]!;
      const socket = new WebSocket(url, { perMessageDeflate: false });
      socket.on('message', onMessage);
      socket.on('error', () => {});
      return new Promise<void>((resolve) => {
        socket.once('open', () => {
          sockets.push(socket);
          socket.send(subscribe);
          resolve();
        });
        socket.once('close', () => resolve());
      });
    });
    await Promise.race([
      Promise.all(batch),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
    ]);
  }
}

await open();
const pinger = setInterval(() => {
  for (const s of sockets) s.send('{"action":"PING"}');
}, 5_000);
await new Promise((resolve) => setTimeout(resolve, config.warmupMs));
measuring = true;
// Tells the bench to start its own (server-side) measurements too.
parentPort!.postMessage('measuring');
const started = now();
await new Promise((resolve) => setTimeout(resolve, config.measureMs));
measuring = false;
const seconds = (now() - started) / 1000;
clearInterval(pinger);
for (const s of sockets) s.terminate();

const sorted = latencies.subarray(0, samples).sort();
const pick = (q: number) => sorted[Math.min(samples - 1, Math.floor(q * samples))] ?? NaN;
const report: FanoutClientsReport = {
  connected: sockets.length,
  messages,
  seconds,
  p50: pick(0.5),
  p99: pick(0.99),
  max: sorted[samples - 1] ?? NaN,
};
parentPort!.postMessage(report);
