import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  DEFAULT_LOGIN_LIMITS,
  type LoginThrottle,
  type Reservation,
  type ThrottleLimits,
} from './login-throttle';

// The same rules as memoryLoginThrottle, as one script so the check and the reservation are a
// single step for every process of the cluster. Sorted sets hold check times per key.
// KEYS: pair, address, account, trusted. ARGV: now, window, perAccountAddress, perAddress,
// accountFreeFailures, accountDelayMs, accountMaxDelayMs, id, provedTrust. Returns {wait, left}.
const RESERVE = `
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
for i = 1, 3 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window) end
local function slot(key, limit)
  local n = redis.call('ZCARD', key)
  if n < limit then return 0 end
  local oldest = redis.call('ZRANGE', key, n - limit, n - limit, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
local wait = math.max(slot(KEYS[1], tonumber(ARGV[3])), slot(KEYS[2], tonumber(ARGV[4])))
local trusted = ARGV[9] == '1' or redis.call('EXISTS', KEYS[4]) == 1
if not trusted then
  local n = redis.call('ZCARD', KEYS[3])
  local free = tonumber(ARGV[5])
  if n >= free then
    local last = redis.call('ZRANGE', KEYS[3], -1, -1, 'WITHSCORES')
    local delay = math.min(tonumber(ARGV[6]) * 2 ^ math.min(n - free, 30), tonumber(ARGV[7]))
    wait = math.max(wait, tonumber(last[2]) + delay - now)
  end
end
if wait > 0 then return {math.ceil(wait), 0} end
local last = 2
if not trusted then last = 3 end
for i = 1, last do
  redis.call('ZADD', KEYS[i], now, ARGV[8])
  redis.call('PEXPIRE', KEYS[i], window)
end
return {0, tonumber(ARGV[3]) - redis.call('ZCARD', KEYS[1])}
`;

/** The login throttle shared by every process of a cluster (rules in login-throttle.ts). */
export function redisLoginThrottle(
  redis: Redis,
  prefix: string,
  limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS,
  now: () => number = Date.now,
): LoginThrottle {
  const keys = (account: string, address: string) => [
    `${prefix}login:p:${account}|${address}`,
    `${prefix}login:ip:${address}`,
    `${prefix}login:a:${account}`,
    `${prefix}login:t:${account}|${address}`,
  ];

  return {
    async reserve(account, address, provedTrust = false): Promise<Reservation> {
      const id = randomUUID();
      const [wait, left] = (await redis.eval(
        RESERVE,
        4,
        ...keys(account, address),
        now(),
        limits.windowMs,
        limits.perAccountAddress,
        limits.perAddress,
        limits.accountFreeFailures,
        limits.accountDelayMs,
        limits.accountMaxDelayMs,
        id,
        provedTrust ? '1' : '0',
      )) as [number, number];
      return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true, id, left };
    },
    async succeeded(account, address, reservation) {
      const [pair, byAddress, byAccount, trusted] = keys(account, address);
      await redis
        .multi()
        .del(pair!)
        .zrem(byAddress!, reservation)
        .zrem(byAccount!, reservation)
        .set(trusted!, '1', 'PX', limits.trustMs)
        .exec();
    },
    async release(account, address, reservation) {
      const [pair, byAddress, byAccount] = keys(account, address);
      await redis
        .multi()
        .zrem(pair!, reservation)
        .zrem(byAddress!, reservation)
        .zrem(byAccount!, reservation)
        .exec();
    },
  };
}
