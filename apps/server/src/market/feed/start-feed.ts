import type { RedisConnections } from '../../redis/open-redis.js';
import { INSTRUMENTS } from '../instruments.js';
import type { MarketSim } from '../sim/market-sim.js';
import { createFeedHub, type FeedHub, type FeedHubOptions } from './feed-hub.js';
import { createRedisTickBus } from './redis-tick-bus.js';
import { createTickSchedule } from './tick-schedule.js';
import { topicOf } from './topics.js';

export interface Feed {
  hub: FeedHub;
  close(): Promise<void>;
}

/**
 * The live feed of one process. Alone, its hub ticks what its sockets subscribe to.
 * In a cluster every hub takes its ticks from Redis, and the one producer ticks every
 * instrument (there are few, and it cannot see other processes' subscriptions).
 */
export async function startFeed(options: {
  sim: MarketSim;
  /** Market time: sessions, ticks and state changes follow it (tests move it; Date.now). */
  clock?: () => number;
  redis: RedisConnections | undefined;
  prefix: string;
  producer: boolean;
  /** Feed sockets one client address may hold on this process. */
  maxSocketsPerAddress?: number;
  authenticate?: FeedHubOptions['authenticate'];
  onDelivered?: FeedHubOptions['onDelivered'];
}): Promise<Feed> {
  const { sim, redis, prefix, producer, maxSocketsPerAddress, authenticate, onDelivered } = options;
  const clock = options.clock ?? Date.now;
  if (!redis) {
    const hub = createFeedHub({ sim, clock, maxSocketsPerAddress, authenticate, onDelivered });
    return { hub, close: async () => hub.close() };
  }
  const hub = createFeedHub({
    sim,
    clock,
    ticks: 'external',
    maxSocketsPerAddress,
    authenticate,
    onDelivered,
  });
  const bus = await createRedisTickBus({
    publisher: redis.commands,
    subscriber: redis.subscriber,
    channel: `${prefix}ticks`,
    onTicks: hub.deliver,
  });
  const schedule = producer
    ? createTickSchedule({ sim, clock, intervalMs: 1_000, emit: bus.publish })
    : undefined;
  if (schedule)
    for (const instrument of INSTRUMENTS) {
      schedule.add(topicOf(instrument, 'tick'), instrument);
      if (!instrument.isIndex) schedule.add(topicOf(instrument, 'depth'), instrument, 'depth');
    }
  return {
    hub,
    async close() {
      schedule?.close();
      hub.close();
      await bus.close();
    },
  };
}
