import { WsCode, type ClientMessage, type DepthEvent, type TickEvent } from '@trading/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { FeedClient, type FeedClientOptions } from '../src/feed-client.js';
import type { FeedStatus } from '../src/feed-status.js';
import { fakeVisibility } from './support/fake-visibility.js';
import { startFeedTestServer, type FeedTestServer } from './support/feed-test-server.js';

let server: FeedTestServer;
let client: FeedClient | undefined;

beforeEach(async () => {
  server = await startFeedTestServer();
});
afterEach(async () => {
  client?.close();
  client = undefined;
  await server.close();
});

function start(options: FeedClientOptions = {}): FeedClient {
  client = new FeedClient({
    url: server.url,
    WebSocket,
    visibility: null,
    backoff: { initialMs: 20, maxMs: 100 },
    ...options,
  });
  return client;
}

const subscriptions = (messages: ClientMessage[]) => messages.filter((m) => m.action !== 'PING');
const sleepFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });
const dangcem = { symbol: 'DANGCEM', exchange: 'NSENG' } as const;
const mtnn = { symbol: 'MTNN', exchange: 'NSENG' } as const;
const tick = (price: number): TickEvent => ({
  event: 'tick',
  ...dangcem,
  timestamp: 1_700_000_000,
  price,
  volume: 10,
  priceChange: 1,
  percentChange: 0.5,
});

describe('FeedClient against a real ws server', () => {
  it('queues subscriptions made before the socket opens and sends them on open', async () => {
    const feed = start();
    feed.subscribe(dangcem);
    feed.subscribe(mtnn);
    feed.connect();
    expect(feed.status).toBe('connecting');
    await waitFor(() => expect(feed.status).toBe('open'));
    await waitFor(() =>
      expect(subscriptions(server.received)).toEqual([
        { action: 'SUBSCRIBE', symbols: [dangcem, mtnn] },
      ]),
    );
  });

  it('sends PING every interval and stays open while pongs come back', async () => {
    const feed = start({ pingIntervalMs: 40 });
    feed.connect();
    await waitFor(() =>
      expect(server.received.filter((m) => m.action === 'PING').length).toBeGreaterThanOrEqual(4),
    );
    expect(feed.status).toBe('open');
    expect(server.connections).toBe(1);
  });

  it('sends PING every 5 s by default', async () => {
    // vi.waitFor would advance the fake clock itself, so poll on real timers here.
    const until = async (condition: () => boolean) => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const feed = start();
      feed.connect();
      await until(() => feed.status === 'open');
      vi.advanceTimersByTime(4_999);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.received.filter((m) => m.action === 'PING')).toHaveLength(0);
      vi.advanceTimersByTime(1);
      await until(() => server.received.some((m) => m.action === 'PING'));
      vi.advanceTimersByTime(5_000);
      await until(() => server.received.filter((m) => m.action === 'PING').length === 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts holders: UNSUBSCRIBE only when the last screen lets go', async () => {
    const feed = start();
    feed.connect();
    await waitFor(() => expect(feed.status).toBe('open'));
    const releaseList = feed.subscribe(dangcem);
    const releaseDetail = feed.subscribe(dangcem);
    await waitFor(() => expect(subscriptions(server.received)).toHaveLength(1));
    releaseList();
    releaseList();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(subscriptions(server.received)).toEqual([{ action: 'SUBSCRIBE', symbols: [dangcem] }]);
    releaseDetail();
    await waitFor(() =>
      expect(subscriptions(server.received)).toEqual([
        { action: 'SUBSCRIBE', symbols: [dangcem] },
        { action: 'UNSUBSCRIBE', symbols: [dangcem] },
      ]),
    );
  });

  it('sends nothing for a subscribe and unsubscribe within one task', async () => {
    const feed = start();
    feed.connect();
    await waitFor(() => expect(feed.status).toBe('open'));
    feed.subscribe(dangcem)();
    feed.subscribe(mtnn);
    await waitFor(() =>
      expect(subscriptions(server.received)).toEqual([{ action: 'SUBSCRIBE', symbols: [mtnn] }]),
    );
  });

  it('splits long symbol lists into frames the contract accepts', async () => {
    const feed = start();
    for (let i = 0; i < 450; i++) feed.subscribe({ symbol: `S${i}`, exchange: 'US' });
    feed.connect();
    await waitFor(() => expect(subscriptions(server.received)).toHaveLength(3));
    expect(
      subscriptions(server.received).map((m) => (m.action === 'SUBSCRIBE' ? m.symbols.length : -1)),
    ).toEqual([200, 200, 50]);
  });

  it('delivers ticks to all-tick and per-symbol listeners, ignores pong, surfaces server errors', async () => {
    const feed = start();
    const all: [number, string][] = [];
    const mine: number[] = [];
    const errors: unknown[] = [];
    feed.onTick((t, key) => all.push([t.price, key]));
    feed.onSymbolTick(dangcem, (t) => mine.push(t.price));
    feed.onSymbolTick(mtnn, () => mine.push(-1));
    feed.onError((error) => errors.push(error));
    feed.connect();
    await waitFor(() => expect(feed.status).toBe('open'));
    server.broadcast({ event: 'pong' });
    server.broadcast(tick(101));
    server.broadcast({ event: 'error', code: 4001, msg: 'unknown symbol' });
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(all).toEqual([[101, 'NSENG:DANGCEM']]);
    expect(mine).toEqual([101]);
    expect(errors).toEqual([{ code: 4001, msg: 'unknown symbol' }]);
  });

  it('subscribes order books apart from ticks, hands each book to its holders, and re-subscribes after a drop', async () => {
    const feed = start();
    const books: number[] = [];
    const release = feed.subscribeDepth(dangcem, (d) => books.push(d.price));
    feed.subscribe(dangcem);
    feed.connect();
    await waitFor(() =>
      expect(subscriptions(server.received)).toEqual([
        { action: 'SUBSCRIBE', symbols: [dangcem] },
        { action: 'SUBSCRIBE_DEPTH', symbols: [dangcem] },
      ]),
    );
    const book: DepthEvent = {
      event: 'depth',
      ...dangcem,
      timestamp: 1_700_000_000,
      price: 480,
      bids: [{ price: 479.95, quantity: 300 }],
      asks: [{ price: 480, quantity: 120 }],
      totalBidQuantity: 300,
      totalAskQuantity: 120,
    };
    server.broadcast(book);
    server.broadcast({ ...book, symbol: 'MTNN', price: 1 });
    await waitFor(() => expect(books).toEqual([480]));
    server.received.length = 0;
    server.dropAll();
    await waitFor(() =>
      expect(subscriptions(server.received)).toEqual([
        { action: 'SUBSCRIBE', symbols: [dangcem] },
        { action: 'SUBSCRIBE_DEPTH', symbols: [dangcem] },
      ]),
    );
    server.received.length = 0;
    release();
    await waitFor(() =>
      expect(subscriptions(server.received)).toEqual([
        { action: 'UNSUBSCRIBE_DEPTH', symbols: [dangcem] },
      ]),
    );
    server.broadcast(book);
    server.broadcast(tick(103));
    await sleepFor(50);
    expect(books).toEqual([480]);
  });

  it('reconnects with backoff after the server drops the socket and re-subscribes what is still wanted', async () => {
    const feed = start();
    const statuses: FeedStatus[] = [];
    feed.onStatus((s) => statuses.push(s));
    feed.subscribe(dangcem);
    feed.subscribe(mtnn)();
    feed.connect();
    await waitFor(() => expect(subscriptions(server.received)).toHaveLength(1));
    server.received.length = 0;

    server.dropAll();
    await waitFor(() => expect(server.connections).toBe(2));
    await waitFor(() =>
      expect(subscriptions(server.received)).toEqual([{ action: 'SUBSCRIBE', symbols: [dangcem] }]),
    );
    expect(feed.status).toBe('open');
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);

    const prices: number[] = [];
    feed.onSymbolTick(dangcem, (t) => prices.push(t.price));
    server.broadcast(tick(102));
    await waitFor(() => expect(prices).toEqual([102]));
  });

  it('keeps retrying while the server is down, then recovers', async () => {
    const feed = start({ backoff: { initialMs: 10, maxMs: 40 } });
    feed.subscribe(dangcem);
    feed.connect();
    await waitFor(() => expect(feed.status).toBe('open'));
    const url = server.url;
    await server.close();
    await waitFor(() => expect(feed.status).toBe('reconnecting'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(feed.status).toBe('reconnecting');

    // A new server on the same port.
    const { WebSocketServer } = await import('ws');
    const port = Number(new URL(url).port);
    const received: string[] = [];
    const revived = new WebSocketServer({ host: '127.0.0.1', port });
    revived.on('connection', (socket) =>
      socket.on('message', (data) => received.push(data.toString())),
    );
    try {
      await waitFor(() => expect(feed.status).toBe('open'));
      await waitFor(() =>
        expect(received.map((r) => JSON.parse(r))).toContainEqual({
          action: 'SUBSCRIBE',
          symbols: [dangcem],
        }),
      );
    } finally {
      feed.close();
      for (const socket of revived.clients) socket.terminate();
      await new Promise((resolve) => revived.close(resolve));
    }
  });

  it('backs off further while the server accepts sockets and drops them before a word', async () => {
    const feed = start({ backoff: { initialMs: 20, maxMs: 10_000 } });
    feed.connect();
    await waitFor(() => expect(feed.status).toBe('open'));
    server.acceptAndDrop = true;
    server.dropAll();
    // Restarting the backoff on every accepted socket would retry every 10–20 ms: some 40
    // times in this wait. Doubling from 20 ms, the sixth retry comes only after 0.3 s or more.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.connections).toBeLessThan(10);

    // Once the server speaks again, a later drop is retried at the first delay (10–20 ms), not
    // after the seventh (1.3 s or more).
    server.acceptAndDrop = false;
    await waitFor(() => expect(feed.status).toBe('open'));
    server.broadcast({ event: 'pong' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = server.connections;
    server.dropAll();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.connections).toBe(before + 1);
  });

  it.each([
    [WsCode.TOO_MANY_SOCKETS, 'too many connections from this address'],
    [1008, 'policy violation'],
  ])(
    'does not retry on a timer after the server refuses it (%i), and tries once more when the page is shown again',
    async (code, reason) => {
      const visibility = fakeVisibility();
      const feed = start({ visibility, hiddenGraceMs: 40 });
      const statuses: FeedStatus[] = [];
      feed.onStatus((s) => statuses.push(s));
      feed.subscribe(dangcem);
      feed.connect();
      await waitFor(() => expect(subscriptions(server.received)).toHaveLength(1));

      server.closeAll(code, reason);
      await waitFor(() => expect(feed.status).toBe('refused'));
      // Well past the backoff's longest delay here (100 ms): no new attempt.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(server.connections).toBe(1);
      expect(statuses).toEqual(['connecting', 'open', 'refused']);

      // Hidden past the grace period changes nothing; shown again, it tries once more.
      visibility.set('hidden');
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(feed.status).toBe('refused');
      visibility.set('visible');
      await waitFor(() => expect(feed.status).toBe('open'));
      await waitFor(() => expect(subscriptions(server.received)).toHaveLength(2));
      expect(server.connections).toBe(2);

      // Refused again: again no timer.
      server.closeAll(code, reason);
      await waitFor(() => expect(feed.status).toBe('refused'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(server.connections).toBe(2);
    },
  );

  it('reconnects after an idle close (4408) or a server going away (1001)', async () => {
    const feed = start();
    feed.connect();
    await waitFor(() => expect(feed.status).toBe('open'));
    server.closeAll(WsCode.IDLE, 'idle timeout');
    await waitFor(() => expect(server.connections).toBe(2));
    await waitFor(() => expect(feed.status).toBe('open'));
    server.closeAll(1001, 'server shutting down');
    await waitFor(() => expect(server.connections).toBe(3));
    await waitFor(() => expect(feed.status).toBe('open'));
  });

  it('treats a socket that stays silent (no pong) as dead and reconnects', async () => {
    server.answerPings = false;
    const feed = start({ pingIntervalMs: 20, idleTimeoutMs: 60 });
    feed.connect();
    await waitFor(() => expect(server.connections).toBeGreaterThanOrEqual(2));
  });

  it('closes after the hidden grace period, shows paused, and resumes with subscriptions when visible', async () => {
    const visibility = fakeVisibility();
    const feed = start({ visibility, hiddenGraceMs: 40 });
    feed.subscribe(dangcem);
    feed.connect();
    await waitFor(() => expect(subscriptions(server.received)).toHaveLength(1));

    visibility.set('hidden');
    expect(feed.status).toBe('open');
    await waitFor(() => expect(feed.status).toBe('paused'));
    await waitFor(() => expect(server.open).toBe(0));

    visibility.set('visible');
    expect(feed.status).toBe('connecting');
    await waitFor(() => expect(feed.status).toBe('open'));
    await waitFor(() => expect(subscriptions(server.received)).toHaveLength(2));
    expect(subscriptions(server.received)[1]).toEqual({ action: 'SUBSCRIBE', symbols: [dangcem] });
    expect(server.connections).toBe(2);
  });

  it('stays connected when the page comes back within the grace period', async () => {
    const visibility = fakeVisibility();
    const feed = start({ visibility, hiddenGraceMs: 80 });
    feed.connect();
    await waitFor(() => expect(feed.status).toBe('open'));
    visibility.set('hidden');
    await new Promise((resolve) => setTimeout(resolve, 20));
    visibility.set('visible');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(feed.status).toBe('open');
    expect(server.connections).toBe(1);
  });

  it('close() stops the socket and reconnection for good', async () => {
    const feed = start();
    feed.connect();
    await waitFor(() => expect(feed.status).toBe('open'));
    feed.close();
    expect(feed.status).toBe('closed');
    await waitFor(() => expect(server.open).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.connections).toBe(1);
  });
});

describe('FeedClient notifications', () => {
  const notice = {
    id: 4,
    kind: 'PRICE_ALERT',
    detail: 'DANGCEM',
    money: null,
    order: null,
    stockId: 1001,
    rejection: null,
    createdTime: 1_717_200_000_000,
    read: false,
  } as const;

  it('sends AUTH with the token on open and again after a reconnect, and hands on notifications', async () => {
    const feed = start();
    feed.signIn('token-1');
    const heard: unknown[] = [];
    feed.onNotification((n) => heard.push(n));
    feed.connect();
    await waitFor(() =>
      expect(server.received).toContainEqual({ action: 'AUTH', token: 'token-1' }),
    );
    server.broadcast({ event: 'notification', notification: notice });
    await waitFor(() => expect(heard).toEqual([notice]));

    server.dropAll();
    await waitFor(() => expect(server.received.filter((m) => m.action === 'AUTH')).toHaveLength(2));
  });

  it('signs an open socket in at once, and replaces it on sign-out', async () => {
    const feed = start();
    feed.connect();
    await waitFor(() => expect(feed.status).toBe('open'));
    feed.signIn('token-2');
    await waitFor(() =>
      expect(server.received).toContainEqual({ action: 'AUTH', token: 'token-2' }),
    );
    feed.signIn(null);
    await waitFor(() => expect(server.connections).toBe(2));
    expect(server.received.filter((m) => m.action === 'AUTH')).toHaveLength(1);
  });
});
