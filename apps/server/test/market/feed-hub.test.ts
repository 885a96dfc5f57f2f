import type { AddressInfo } from 'node:net';
import {
  DepthEvent,
  ErrorCode,
  TickEvent,
  WS_MAX_AUTH_PER_WINDOW,
  WsCode,
} from '@trading/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { createFeedHub, IDLE_CLOSE_CODE, type FeedHub } from '../../src/market/feed/feed-hub.js';
import { orderBookAt } from '../../src/market/depth/order-book.js';
import { findInstrument } from '../../src/market/instruments.js';
import { decodeTicks, encodeTicks } from '../../src/market/feed/redis-tick-bus.js';
import { createMarketSim } from '../../src/market/sim/market-sim.js';
import { connect, sleep, type TestClient } from './ws-test-client.js';

const INTERVAL_MS = 40;
/** Short idle timeout of the hub that tests dropping; the others never drop anyone mid-test. */
const IDLE_MS = 600;
const sim = createMarketSim({ seed: 'feed' });
const AAPL = { symbol: 'AAPL', exchange: 'US' };
const MSFT = { symbol: 'MSFT', exchange: 'US' };
const isTick = (symbol: string) => (m: Record<string, unknown>) =>
  m.event === 'tick' && m.symbol === symbol;

let server: WebSocketServer;
let hub: FeedHub;
let url: string;
const clients: TestClient[] = [];

async function client(): Promise<TestClient> {
  const c = await connect(url);
  clients.push(c);
  return c;
}

beforeEach(async () => {
  hub = createFeedHub({ sim, intervalMs: INTERVAL_MS, idleTimeoutMs: 60_000 });
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket) => hub.attach(socket));
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.socket.terminate();
  hub.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('feed hub', () => {
  it('answers PING with pong', async () => {
    const c = await client();
    c.send({ action: 'PING' });
    expect(await c.waitFor((m) => m.event === 'pong')).toEqual({ event: 'pong' });
  });

  it('sends ticks with exactly the spec fields, only for subscribed symbols, priced by the simulator', async () => {
    const a = await client();
    const b = await client();
    a.send({ action: 'SUBSCRIBE', symbols: [AAPL] });
    b.send({ action: 'SUBSCRIBE', symbols: [MSFT] });
    await a.waitFor(isTick('AAPL'));
    await b.waitFor(isTick('MSFT'));
    await sleep(INTERVAL_MS * 3);
    expect(a.received.every(isTick('AAPL'))).toBe(true);
    expect(b.received.every(isTick('MSFT'))).toBe(true);
    const tick = a.received.at(-1)!;
    expect(Object.keys(tick).sort()).toEqual([
      'event',
      'exchange',
      'percentChange',
      'price',
      'priceChange',
      'symbol',
      'timestamp',
      'volume',
    ]);
    expect(TickEvent.parse(tick)).toEqual(tick);
    // The same second computed anywhere gives the same price: ticks need no coordination.
    const recomputed = sim.tickAt(
      findInstrument('AAPL', 'US')!,
      (tick.timestamp as number) * 1000,
      (tick.timestamp as number) * 1000 - INTERVAL_MS,
    )!;
    expect(tick.price).toBe(recomputed.price);
    expect(hub.stats()).toEqual({ sockets: 2, topics: 2 });
  });

  it("sends, as the first tick after subscribing, what traded since then, not the day's total", async () => {
    const aapl = findInstrument('AAPL', 'US')!;
    const c = await client();
    const subscribedAt = Date.now();
    c.send({ action: 'SUBSCRIBE', symbols: [AAPL] });
    const first = (await c.waitFor(isTick('AAPL'))) as TickEvent;
    const tickAt = first.timestamp * 1000;
    const dayVolume = sim.quote(aapl, tickAt).volume;
    // Whatever traded between subscribing and the tick, at most one interval plus timer slack.
    const window = sim.tickAt(aapl, tickAt + 999, subscribedAt - 1_000)!.volume;
    expect(first.volume).toBeLessThanOrEqual(window);
    expect(first.volume).toBeLessThan(dayVolume / 100);
  });

  it('stops ticks after UNSUBSCRIBE', async () => {
    const c = await client();
    c.send({ action: 'SUBSCRIBE', symbols: [AAPL, MSFT] });
    await c.waitFor(isTick('AAPL'));
    c.send({ action: 'UNSUBSCRIBE', symbols: [AAPL] });
    c.send({ action: 'PING' });
    // Frames are handled in order: nothing for AAPL is sent after the pong.
    const pongAt = c.received.indexOf(await c.waitFor((m) => m.event === 'pong'));
    await c.waitFor(isTick('MSFT'), pongAt);
    await sleep(INTERVAL_MS * 4);
    expect(c.received.slice(pongAt).some(isTick('AAPL'))).toBe(false);
    expect(hub.stats().topics).toBe(1);
  });

  it('sends the order book of SUBSCRIBE_DEPTH symbols apart from their ticks, until UNSUBSCRIBE_DEPTH', async () => {
    const isDepth = (symbol: string) => (m: Record<string, unknown>) =>
      m.event === 'depth' && m.symbol === symbol;
    const c = await client();
    c.send({ action: 'SUBSCRIBE_DEPTH', symbols: [AAPL] });
    const book = DepthEvent.parse(await c.waitFor(isDepth('AAPL')));
    // The book of the second it was computed for, around that second's last trade.
    expect(book).toEqual(orderBookAt(sim, findInstrument('AAPL', 'US')!, book.timestamp * 1000));
    expect(book.bids[0]!.price).toBeLessThan(book.price);
    expect(book.asks[0]!.price).toBeGreaterThanOrEqual(book.price);
    // A book is not a tick: the symbol's ticks need their own SUBSCRIBE.
    expect(c.received.some(isTick('AAPL'))).toBe(false);
    c.send({ action: 'SUBSCRIBE', symbols: [AAPL] });
    await c.waitFor(isTick('AAPL'));
    expect(hub.stats().topics).toBe(2);
    c.send({ action: 'UNSUBSCRIBE_DEPTH', symbols: [AAPL] });
    c.send({ action: 'PING' });
    const pongAt = c.received.indexOf(await c.waitFor((m) => m.event === 'pong'));
    await c.waitFor(isTick('AAPL'), pongAt);
    await sleep(INTERVAL_MS * 4);
    expect(c.received.slice(pongAt).some(isDepth('AAPL'))).toBe(false);
    expect(hub.stats().topics).toBe(1);
  });

  it('answers bad frames with an error event and keeps the socket open', async () => {
    const c = await client();
    c.sendRaw('{not json');
    expect(await c.waitFor((m) => m.event === 'error')).toMatchObject({
      code: ErrorCode.VALIDATION,
    });
    c.send({ action: 'DANCE' });
    c.send({ action: 'SUBSCRIBE', symbols: 'AAPL' });
    c.send({ action: 'SUBSCRIBE', symbols: [{ symbol: 'NOPE', exchange: 'US' }] });
    await c.waitFor((m) => m.code === ErrorCode.NOT_FOUND);
    expect(c.received.filter((m) => m.event === 'error')).toHaveLength(4);
    for (const m of c.received) expect(typeof m.msg).toBe('string');
    c.send({ action: 'PING' });
    await c.waitFor((m) => m.event === 'pong');
    expect(c.socket.readyState).toBe(c.socket.OPEN);
  });

  it('drops a silent client and keeps one that pings', async () => {
    const strict = createFeedHub({ sim, intervalMs: INTERVAL_MS, idleTimeoutMs: IDLE_MS });
    server.removeAllListeners('connection');
    server.on('connection', (socket) => strict.attach(socket));
    const silent = await client();
    const chatty = await client();
    silent.send({ action: 'SUBSCRIBE', symbols: [AAPL] });
    const pinger = setInterval(() => chatty.send({ action: 'PING' }), IDLE_MS / 6);
    try {
      const { code } = await silent.closed;
      expect(code).toBe(IDLE_CLOSE_CODE);
      await sleep(IDLE_MS / 2);
      expect(chatty.socket.readyState).toBe(chatty.socket.OPEN);
      expect(strict.stats()).toEqual({ sockets: 1, topics: 0 });
    } finally {
      clearInterval(pinger);
      strict.close();
    }
  });

  it('sends nothing for instruments not yet listed, and forgets closed sockets', async () => {
    const c = await client();
    c.send({ action: 'SUBSCRIBE', symbols: [{ symbol: 'STRP', exchange: 'US' }] });
    c.send({ action: 'PING' });
    await c.waitFor((m) => m.event === 'pong');
    await sleep(INTERVAL_MS * 3);
    expect(c.received.some((m) => m.event === 'tick')).toBe(false);
    c.socket.close();
    await c.closed;
    await sleep(20);
    expect(hub.stats()).toEqual({ sockets: 0, topics: 0 });
  });

  it('hands ticks to the publish seam instead of delivering them itself', async () => {
    const published: string[] = [];
    const relay = createFeedHub({
      sim,
      intervalMs: INTERVAL_MS,
      publish: (ticks) => published.push(...ticks.map((t) => t.topic)),
    });
    server.removeAllListeners('connection');
    server.on('connection', (socket) => relay.attach(socket));
    const c = await client();
    c.send({ action: 'SUBSCRIBE', symbols: [AAPL] });
    await sleep(INTERVAL_MS * 4);
    relay.close();
    expect(published.length).toBeGreaterThan(0);
    expect(new Set(published)).toEqual(new Set(['US:AAPL']));
    expect(c.received.some((m) => m.event === 'tick')).toBe(false);
  });

  it('tells how long after its slot each batch reached the sockets, across the Redis wire format too', async () => {
    const lags: number[] = [];
    // The producer's batches go through the cluster's encoding to a hub that only delivers.
    const receiver = createFeedHub({ sim, ticks: 'external', onDelivered: (ms) => lags.push(ms) });
    const producer = createFeedHub({
      sim,
      intervalMs: INTERVAL_MS,
      publish: (ticks) => receiver.deliver(decodeTicks(encodeTicks(ticks))),
    });
    server.removeAllListeners('connection');
    server.on('connection', (socket) => {
      producer.attach(socket);
      receiver.attach(socket);
    });
    const c = await client();
    c.send({ action: 'SUBSCRIBE', symbols: [AAPL] });
    await c.waitFor(isTick('AAPL'));
    producer.close();
    receiver.close();
    expect(lags.length).toBeGreaterThan(0);
    // Due within the hub's timer resolution (at most 50 ms) plus the write, on a busy machine.
    for (const lag of lags) expect(lag).toBeGreaterThanOrEqual(0);
    for (const lag of lags) expect(lag).toBeLessThan(1000);
  });

  it(`closes a socket that sends more than ${WS_MAX_AUTH_PER_WINDOW} AUTH frames a minute, looking up only those`, async () => {
    let lookups = 0;
    const guarded = createFeedHub({
      sim,
      intervalMs: INTERVAL_MS,
      authenticate: async () => {
        lookups += 1;
        return { ok: false, code: ErrorCode.NO_TOKEN };
      },
    });
    server.removeAllListeners('connection');
    server.on('connection', (socket) => guarded.attach(socket, '127.0.0.1', 'ngn'));
    try {
      const flooder = await client();
      const calm = await client();
      for (let i = 0; i < 50; i++) flooder.send({ action: 'AUTH', token: `guess-${i}` });
      expect((await flooder.closed).code).toBe(WsCode.TOO_MANY_AUTH);
      expect(lookups).toBe(WS_MAX_AUTH_PER_WINDOW);
      // Another socket of the same address is not affected.
      calm.send({ action: 'AUTH', token: 'mine' });
      await calm.waitFor((m) => m.event === 'error' && m.code === ErrorCode.NO_TOKEN);
      expect(calm.socket.readyState).toBe(calm.socket.OPEN);
    } finally {
      guarded.close();
    }
  });
});
