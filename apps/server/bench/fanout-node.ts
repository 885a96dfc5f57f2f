/**
 * One process of the fan-out cluster bench: a feed hub behind its own WebSocket port,
 * fed through Redis like a server of a cluster; with FANOUT_PRODUCER=1 it also ticks
 * every bench symbol, stamping the publish time into each frame. Prints `PORT <n>`.
 */
import type { AddressInfo } from 'node:net';
import { symbolKey } from '@trading/contract';
import { WebSocketServer } from 'ws';
import { createFeedHub } from '../src/market/feed/feed-hub.js';
import { createRedisTickBus } from '../src/market/feed/redis-tick-bus.js';
import { createTickSchedule } from '../src/market/feed/tick-schedule.js';
import { createMarketSim } from '../src/market/sim/market-sim.js';
import { openRedis } from '../src/redis/open-redis.js';
import { benchSymbols } from './bench-symbols.js';
import { stampSentAt } from './stamp-sent-at.js';

const env = process.env;
const sim = createMarketSim({ seed: 'bench' });
const redis = await openRedis(env.FANOUT_REDIS_URL!, (error) => console.error(error.message));
const hub = createFeedHub({ sim, ticks: 'external' });
const bus = await createRedisTickBus({
  publisher: redis.commands,
  subscriber: redis.subscriber,
  channel: `${env.FANOUT_PREFIX}ticks`,
  onTicks: hub.deliver,
});
if (env.FANOUT_PRODUCER === '1') {
  const schedule = createTickSchedule({
    sim,
    clock: Date.now,
    intervalMs: Number(env.FANOUT_INTERVAL_MS),
    emit: (ticks) => bus.publish(stampSentAt(ticks)),
  });
  for (const instrument of benchSymbols()) schedule.add(symbolKey(instrument), instrument);
}
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
server.on('connection', (socket) => hub.attach(socket));
server.once('listening', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
process.once('SIGTERM', () => {
  hub.close();
  server.close();
  void bus
    .close()
    .then(() => redis.close())
    .then(() => process.exit(0));
});
