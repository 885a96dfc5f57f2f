import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFeedHub } from '../../src/market/feed/feed-hub.js';
import { registerFeedRoute } from '../../src/market/feed/feed-route.js';
import { createMarketSim } from '../../src/market/sim/market-sim.js';
import { connect } from './ws-test-client.js';

const app = Fastify();
const hub = createFeedHub({ sim: createMarketSim({ seed: 'route' }), intervalMs: 50 });

beforeAll(async () => {
  await app.register(websocket);
  registerFeedRoute(app, hub);
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  hub.close();
  await app.close();
});

it('serves the feed at /api/ws through @fastify/websocket', async () => {
  const { port } = app.server.address() as AddressInfo;
  const c = await connect(`ws://127.0.0.1:${port}/api/ws`);
  c.send({ action: 'PING' });
  await c.waitFor((m) => m.event === 'pong');
  c.send({ action: 'SUBSCRIBE', symbols: [{ symbol: 'PETR4', exchange: 'BMFBOVESPA' }] });
  expect(await c.waitFor((m) => m.event === 'tick')).toMatchObject({
    symbol: 'PETR4',
    exchange: 'BMFBOVESPA',
  });
  c.socket.close();
  await c.closed;
});
