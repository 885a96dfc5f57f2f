import { WsCode, type TickEvent } from '@trading/contract';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { FeedClient } from '../src/feed-client.js';
import { serveSocket } from '../src/socket-worker/serve-socket.js';
import type {
  FromSocketWorker,
  MessagePortLike,
  ToSocketWorker,
} from '../src/socket-worker/worker-messages.js';
import { workerWebSocket, type SocketWorkerLike } from '../src/socket-worker/worker-socket.js';
import { startFeedTestServer, type FeedTestServer } from './support/feed-test-server.js';

/**
 * A worker stand-in: the worker's half runs in this thread, but across a real MessageChannel,
 * so every hand-over is an asynchronous, structured-cloned message as between page and worker.
 */
interface FakeWorker extends SocketWorkerLike {
  batches: number;
  terminated: boolean;
}

let server: FeedTestServer;
let workers: FakeWorker[];
let client: FeedClient;

function startWorker(): SocketWorkerLike {
  const { port1, port2 } = new MessageChannel();
  const inside: MessagePortLike<ToSocketWorker, FromSocketWorker> = {
    postMessage: (message) => port2.postMessage(message),
    onmessage: null,
  };
  port2.on('message', (data: ToSocketWorker) => inside.onmessage?.({ data }));
  serveSocket(inside, WebSocket);
  const worker: FakeWorker = {
    batches: 0,
    terminated: false,
    onmessage: null,
    postMessage: (message) => port1.postMessage(message),
    terminate() {
      worker.terminated = true;
      port1.close();
    },
  };
  port1.on('message', (data: FromSocketWorker) => {
    if (data.type === 'messages') worker.batches++;
    worker.onmessage?.({ data });
  });
  workers.push(worker);
  return worker;
}

const tick = (price: number): TickEvent => ({
  event: 'tick',
  symbol: 'DANGCEM',
  exchange: 'NSENG',
  timestamp: 1_714_989_690,
  price,
  volume: 1,
  priceChange: price - 100,
  percentChange: (price - 100) / 100,
});
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });
const subscriptions = () => server.received.filter((m) => m.action !== 'PING');

beforeEach(async () => {
  server = await startFeedTestServer();
  workers = [];
  client = new FeedClient({
    url: server.url,
    WebSocket: workerWebSocket(startWorker),
    visibility: null,
    backoff: { initialMs: 20, maxMs: 100 },
  });
});
afterEach(async () => {
  client.close();
  await server.close();
});

describe('the feed over a socket worker', () => {
  it('delivers every tick in order, handed over in a few batches', async () => {
    const prices: number[] = [];
    client.onTick((t) => prices.push(t.price));
    client.connect();
    client.subscribe({ symbol: 'DANGCEM', exchange: 'NSENG' });
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    expect(client.status).toBe('open');
    const sent = Array.from({ length: 200 }, (_, i) => 100 + i / 100);
    for (const price of sent) server.broadcast(tick(price));
    await waitFor(() => expect(prices).toHaveLength(200));
    expect(prices).toEqual(sent);
    expect(workers[0]!.batches).toBeLessThan(50);
  });

  it('reconnects and re-subscribes after the server drops it, stopping the old worker', async () => {
    client.connect();
    client.subscribe({ symbol: 'DANGCEM', exchange: 'NSENG' });
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    server.dropAll();
    await waitFor(() => expect(subscriptions()).toHaveLength(2));
    expect(client.status).toBe('open');
    expect(server.connections).toBe(2);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.terminated).toBe(false);
  });

  it("passes the server's close code through, so a refusal is not retried", async () => {
    client.connect();
    await waitFor(() => expect(client.status).toBe('open'));
    server.closeAll(WsCode.TOO_MANY_SOCKETS);
    await waitFor(() => expect(client.status).toBe('refused'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(server.connections).toBe(1);
    expect(workers).toHaveLength(1);
  });

  it('closing the client closes the socket and stops its worker', async () => {
    client.connect();
    await waitFor(() => expect(server.open).toBe(1));
    client.close();
    await waitFor(() => expect(server.open).toBe(0));
    await waitFor(() => expect(workers[0]!.terminated).toBe(true));
  });
});
