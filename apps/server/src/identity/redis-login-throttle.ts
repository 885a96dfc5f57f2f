import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DEFAULT_LOGIN_LIMITS, type LoginThrottle, type ThrottleLimits } from './login-throttle';

/**
 * The login throttle shared by every process of a cluster: one sorted set of failure
 * times per account and per address, trimmed to the window on read and expiring with it.
 */
export function redisLoginThrottle(
  redis: Redis,
  prefix: string,
  limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS,
  now: () => number = Date.now,
): LoginThrottle {
  const accountKey = (key: string) => `${prefix}login:a:${key}`;
  const addressKey = (address: string) => `${prefix}login:ip:${address}`;

  return {
    async isBlocked(account, address) {
      const cutoff = now() - limits.windowMs;
      const results = await redis
        .multi()
        .zremrangebyscore(accountKey(account), '-inf', cutoff)
        .zcard(accountKey(account))
        .zremrangebyscore(addressKey(address), '-inf', cutoff)
        .zcard(addressKey(address))
        .exec();
      const count = (i: number) => Number(results?.[i]?.[1] ?? 0);
      return count(1) >= limits.perAccount || count(3) >= limits.perAddress;
    },
    async recordFailure(account, address) {
      const at = now();
      const transaction = redis.multi();
      for (const key of [accountKey(account), addressKey(address)])
        transaction.zadd(key, at, `${at}:${randomUUID()}`).pexpire(key, limits.windowMs);
      await transaction.exec();
    },
    async recordSuccess(account) {
      await redis.del(accountKey(account));
    },
  };
}
