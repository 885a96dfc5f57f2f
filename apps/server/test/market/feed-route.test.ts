import websocket from '@fastify/websocket';
import { ErrorCode, WsCode } from '@trading/contract';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createFeedHub } from '../../src/market/feed/feed-hub.js';
import { isFeedOriginAllowed } from '../../src/market/feed/feed-origin.js';
import { registerFeedRoute } from '../../src/market/feed/feed-route.js';
import { createMarketSim } from '../../src/market/sim/market-sim.js';
import { connect, sleep, type TestClient } from './ws-test-client.js';

/** Small caps, so the tests reach them; the server's defaults are in the contract. */
const MAX_SOCKETS = 3;
const MAX_SYMBOLS = 2;
const PARTNER = 'https://partner.example';

const app = Fastify();
const hub = createFeedHub({
  sim: createMarketSim({ seed: 'route' }),
  intervalMs: 50,
  maxSocketsPerAddress: MAX_SOCKETS,
  maxSymbolsPerSocket: MAX_SYMBOLS,
});
let port: number;
let url: string;
const open: TestClient[] = [];

async function client(headers?: Record<string, string>): Promise<TestClient> {
  const c = await connect(url, headers ? { headers } : undefined);
  open.push(c);
  return c;
}

/** The HTTP status a handshake is refused with, or 101 when it opens. */
function handshakeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

beforeAll(async () => {
  await app.register(websocket);
  registerFeedRoute(app, hub, { allowedOrigins: [PARTNER] });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  url = `ws://127.0.0.1:${port}/api/ws`;
});

afterEach(async () => {
  for (const c of open.splice(0)) {
    c.socket.close();
    await c.closed;
  }
  // The hub counts a socket down when its close event has run on the server side too.
  for (let i = 0; i < 100 && hub.stats().sockets > 0; i++) await sleep(10);
});

afterAll(async () => {
  hub.close();
  await app.close();
});

it('serves the feed at /api/ws through @fastify/websocket', async () => {
  const c = await client();
  c.send({ action: 'PING' });
  await c.waitFor((m) => m.event === 'pong');
  c.send({ action: 'SUBSCRIBE', symbols: [{ symbol: 'PETR4', exchange: 'BMFBOVESPA' }] });
  expect(await c.waitFor((m) => m.event === 'tick')).toMatchObject({
    symbol: 'PETR4',
    exchange: 'BMFBOVESPA',
  });
});

describe('Origin', () => {
  it('refuses a page from a foreign origin with 403 before the upgrade', async () => {
    const host = `ngn.localhost:${port}`;
    for (const origin of [
      'https://evil.example',
      `http://ngn.localhost:${port + 1}`,
      `http://evil.localhost:${port}`,
      `ws://ngn.localhost:${port}`,
      'null',
      'not an origin',
    ]) {
      expect(await handshakeStatus({ host, origin }), origin).toBe(403);
    }
    expect(hub.stats().sockets).toBe(0);
  });

  it("accepts the host's own page over http and https, and configured origins", async () => {
    const host = `NGN.localhost:${port}`;
    for (const origin of [
      `http://ngn.localhost:${port}`,
      `https://ngn.localhost:${port}`,
      PARTNER,
    ]) {
      const c = await client({ host, origin });
      c.send({ action: 'PING' });
      await c.waitFor((m) => m.event === 'pong');
    }
    // Default ports: a page at https://ngn.example comes with Host ngn.example (or ngn.example:443).
    expect(await handshakeStatus({ host: 'ngn.example', origin: 'https://ngn.example' })).toBe(101);
    expect(await handshakeStatus({ host: 'ngn.example:443', origin: 'https://ngn.example' })).toBe(
      101,
    );
  });

  it('accepts clients that send no Origin (native apps, tests)', async () => {
    expect(await handshakeStatus({})).toBe(101);
    expect(await handshakeStatus({ origin: '' })).toBe(101);
  });

  it('allows loopback pages only when told to (the dev server, outside production)', () => {
    const hosts = ['ngn.localhost'];
    const dev = 'http://localhost:5173';
    expect(isFeedOriginAllowed(dev, hosts)).toBe(false);
    expect(isFeedOriginAllowed(dev, hosts, { allowLoopbackOrigins: true })).toBe(true);
    expect(
      isFeedOriginAllowed('http://127.0.0.1:5173', hosts, { allowLoopbackOrigins: true }),
    ).toBe(true);
    expect(isFeedOriginAllowed('http://[::1]:5173', hosts, { allowLoopbackOrigins: true })).toBe(
      true,
    );
    expect(isFeedOriginAllowed('https://evil.example', hosts, { allowLoopbackOrigins: true })).toBe(
      false,
    );
    expect(
      isFeedOriginAllowed('https://localhost.evil.example', hosts, { allowLoopbackOrigins: true }),
    ).toBe(false);
  });
});

describe('caps', () => {
  it(`closes the socket past ${MAX_SOCKETS} from one address with ${WsCode.TOO_MANY_SOCKETS}, and takes one again once a socket closes`, async () => {
    const held: TestClient[] = [];
    for (let i = 0; i < MAX_SOCKETS; i++) held.push(await client());
    const extra = await client();
    expect(await extra.closed).toEqual({
      code: WsCode.TOO_MANY_SOCKETS,
      reason: 'too many connections from this address',
    });
    // The ones already open are untouched.
    for (const c of held) {
      const from = c.received.length;
      c.send({ action: 'PING' });
      await c.waitFor((m) => m.event === 'pong', from);
    }
    held[0]!.socket.close();
    await held[0]!.closed;
    for (let i = 0; i < 100 && hub.stats().sockets >= MAX_SOCKETS; i++) await sleep(10);
    const again = await client();
    again.send({ action: 'PING' });
    await again.waitFor((m) => m.event === 'pong');
  });

  it(`refuses symbols past ${MAX_SYMBOLS} on one socket with error ${WsCode.TOO_MANY_SUBSCRIPTIONS} and keeps the socket`, async () => {
    const c = await client();
    c.send({
      action: 'SUBSCRIBE',
      symbols: [
        { symbol: 'AAPL', exchange: 'US' },
        { symbol: 'MSFT', exchange: 'US' },
        { symbol: 'NVDA', exchange: 'US' },
        { symbol: 'NOPE', exchange: 'US' },
      ],
    });
    const refused = await c.waitFor((m) => m.code === WsCode.TOO_MANY_SUBSCRIPTIONS);
    expect(refused).toEqual({
      event: 'error',
      code: WsCode.TOO_MANY_SUBSCRIPTIONS,
      msg: `at most ${MAX_SYMBOLS} symbols per connection; not subscribed: US:NVDA`,
    });
    // An unknown symbol is still reported as such, not as over the cap.
    await c.waitFor((m) => m.code === ErrorCode.NOT_FOUND);
    // Re-sending a held symbol is not a new subscription; the next new one is refused again.
    c.send({ action: 'SUBSCRIBE', symbols: [{ symbol: 'AAPL', exchange: 'US' }] });
    c.send({ action: 'SUBSCRIBE', symbols: [{ symbol: 'TSLA', exchange: 'US' }] });
    const second = c.received.indexOf(refused) + 1;
    await c.waitFor((m) => m.code === WsCode.TOO_MANY_SUBSCRIPTIONS, second);
    await c.waitFor((m) => m.event === 'tick' && m.symbol === 'MSFT');
    expect(c.socket.readyState).toBe(WebSocket.OPEN);
    expect(hub.stats().topics).toBe(MAX_SYMBOLS);
    // Room is made by unsubscribing.
    c.send({ action: 'UNSUBSCRIBE', symbols: [{ symbol: 'AAPL', exchange: 'US' }] });
    c.send({ action: 'SUBSCRIBE', symbols: [{ symbol: 'TSLA', exchange: 'US' }] });
    await c.waitFor((m) => m.event === 'tick' && m.symbol === 'TSLA');
    expect(c.received.filter((m) => m.code === WsCode.TOO_MANY_SUBSCRIPTIONS)).toHaveLength(2);
  });
});
