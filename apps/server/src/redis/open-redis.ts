import { Redis } from 'ioredis';

export interface RedisConnections {
  /** Commands and PUBLISH. */
  commands: Redis;
  /** A connection in subscriber mode can run nothing else, so it is its own. */
  subscriber: Redis;
  close(): Promise<void>;
}

/**
 * Connects to Redis before the server starts listening, so a wrong REDIS_URL fails the
 * start instead of the first login. Later disconnects are retried by ioredis (which
 * also re-subscribes); `onError` hears about them.
 */
export async function openRedis(
  url: string,
  onError: (error: Error) => void,
): Promise<RedisConnections> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [commands, subscriber]) client.on('error', onError);
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`Redis is not reachable at ${url} (${(error as Error).message})`, {
      cause: error,
    });
  }
  return {
    commands,
    subscriber,
    async close() {
      await Promise.allSettled([commands, subscriber].map(quitOrDrop));
    },
  };
}

/**
 * QUIT lets a live connection finish what it sent; a connection that is down would queue QUIT
 * until Redis came back, holding the shutdown for ever, so it is dropped instead.
 */
async function quitOrDrop(client: Redis): Promise<void> {
  if (client.status !== 'ready') return client.disconnect();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((done) => (timer = setTimeout(done, 1_000)));
  await Promise.race([client.quit().catch(() => {}), late]);
  clearTimeout(timer);
  client.disconnect();
}
