import type { RedisConnections } from '../redis/open-redis';

/** Hands a frame to one user's open sockets, on every process of the cluster. */
export interface UserEventBus {
  publish(tenantId: string, userId: number, payload: string): void;
  close(): Promise<void>;
}

type Deliver = (tenantId: string, userId: number, payload: string) => void;

/** `tenant\tuser\tpayload`: tenant ids are slugs and JSON text never holds a raw tab. */
export function encodeUserEvent(tenantId: string, userId: number, payload: string): string {
  return `${tenantId}\t${userId}\t${payload}`;
}

export function decodeUserEvent(
  message: string,
): { tenantId: string; userId: number; payload: string } | undefined {
  const first = message.indexOf('\t');
  const second = message.indexOf('\t', first + 1);
  if (first < 1 || second < 0) return undefined;
  const userId = Number(message.slice(first + 1, second));
  if (!Number.isSafeInteger(userId)) return undefined;
  return { tenantId: message.slice(0, first), userId, payload: message.slice(second + 1) };
}

/**
 * Alone, a process delivers to its own sockets. In a cluster every process subscribes to one
 * Redis channel and delivers what it hears, its own publications included.
 */
export async function startUserEventBus(options: {
  redis: RedisConnections | undefined;
  channel: string;
  deliver: Deliver;
  onError: (error: Error) => void;
}): Promise<UserEventBus> {
  const { redis, channel, deliver, onError } = options;
  if (!redis)
    return {
      publish: (tenantId, userId, payload) => deliver(tenantId, userId, payload),
      close: async () => {},
    };
  const listener = (from: string, message: string) => {
    if (from !== channel) return;
    const event = decodeUserEvent(message);
    if (event) deliver(event.tenantId, event.userId, event.payload);
  };
  redis.subscriber.on('message', listener);
  await redis.subscriber.subscribe(channel);
  return {
    publish(tenantId, userId, payload) {
      // A lost push is caught up by the list fetched on the next visit or tab focus.
      redis.commands.publish(channel, encodeUserEvent(tenantId, userId, payload)).catch(onError);
    },
    async close() {
      redis.subscriber.off('message', listener);
      await redis.subscriber.unsubscribe(channel).catch(() => {});
    },
  };
}
