/**
 * Counts failed logins in a sliding window, per account and per client address. In
 * memory for one process; a cluster shares the counts through Redis
 * (redis-login-throttle), or each process would allow its own five guesses.
 */
export interface LoginThrottle {
  /** True when either the account or the address has used up its failures. */
  isBlocked(accountKey: string, address: string): Promise<boolean>;
  recordFailure(accountKey: string, address: string): Promise<void>;
  /** A success clears the account's failures (not the address's: one address may guess many accounts). */
  recordSuccess(accountKey: string): Promise<void>;
}

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
};

export function memoryLoginThrottle(
  limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS,
  now: () => number = Date.now,
): LoginThrottle {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  return {
    async isBlocked(accountKey, address) {
      return (
        recent(`a:${accountKey}`).length >= limits.perAccount ||
        recent(`ip:${address}`).length >= limits.perAddress
      );
    },
    async recordFailure(accountKey, address) {
      for (const key of [`a:${accountKey}`, `ip:${address}`])
        failures.set(key, [...recent(key), now()]);
    },
    async recordSuccess(accountKey) {
      failures.delete(`a:${accountKey}`);
    },
  };
}
