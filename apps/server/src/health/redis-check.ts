import type { RedisConnections } from '../redis/open-redis';
import { probeWithin, type CheckResult } from './probe';

/**
 * Are both Redis connections up and answering? A connection ioredis is re-making is down at
 * once, without a command that would wait in its queue for Redis to come back.
 */
export function redisCheck(redis: RedisConnections, timeoutMs: number): () => Promise<CheckResult> {
  return async () => {
    const connections = { commands: redis.commands, subscriber: redis.subscriber };
    for (const [name, client] of Object.entries(connections)) {
      if (client.status !== 'ready')
        return { status: 'down', detail: `${name} connection ${client.status}` };
    }
    return probeWithin(timeoutMs, redis.commands.ping());
  };
}
