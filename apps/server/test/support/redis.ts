import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestRedis {
  url: string;
  /** Channels and keys of this test only: `t<random>:`. */
  prefix: string;
  /** Deletes every key under the prefix and disconnects. */
  drop(): Promise<void>;
}

/** Checks Redis answers (failing with what to do when it does not) and hands out a fresh prefix. */
export async function createTestRedis(): Promise<TestRedis> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis is not reachable at ${TEST_REDIS_URL} (${(error as Error).message}). ` +
        'Start it (see docs) or set SKIP_PG=1 to leave out the suites that need PostgreSQL and Redis.',
      { cause: error },
    );
  }
  const prefix = `t${randomBytes(5).toString('hex')}:`;
  return {
    url: TEST_REDIS_URL,
    prefix,
    async drop() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await redis.quit();
    },
  };
}
