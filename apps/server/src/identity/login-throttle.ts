/**
 * Sign-in throttling that a stranger cannot turn into a lock-out. Each password check is
 * reserved before the slow hash runs (so parallel guesses cannot all slip past a count read
 * before any of them failed), and counted against:
 * - the account from this address: `perAccountAddress` checks in the window;
 * - the address across accounts: `perAddress` checks in the window;
 * - the account from addresses it has never signed in from: past `accountFreeFailures`, each
 *   further check waits a delay that doubles up to `accountMaxDelayMs` — a slow-down, never a
 *   lock, and one the owner's own (trusted) address or device never meets.
 * A success releases its reservation, clears the account's failures from that address and
 * trusts the address for the account. In memory for one process; a cluster shares the counts
 * through Redis (redis-login-throttle).
 */
export interface LoginThrottle {
  /**
   * `trusted`: the caller proved a trust the throttle does not store (a device cookie, or a
   * second factor sent with the password): the account-wide slow-down neither applies nor counts.
   */
  reserve(accountKey: string, address: string, trusted?: boolean): Promise<Reservation>;
  succeeded(accountKey: string, address: string, reservation: string): Promise<void>;
  /** Drops a reservation whose check never ran (the hashing queue was full): it counts for nothing. */
  release(accountKey: string, address: string, reservation: string): Promise<void>;
}

/** `left`: the checks this account may still make from this address in the window after this one. */
export type Reservation =
  { ok: true; id: string; left: number } | { ok: false; retryAfterMs: number };

export interface ThrottleLimits {
  perAccountAddress: number;
  perAddress: number;
  windowMs: number;
  accountFreeFailures: number;
  accountDelayMs: number;
  accountMaxDelayMs: number;
  trustMs: number;
}

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = {
  perAccountAddress: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
  accountFreeFailures: 10,
  accountDelayMs: 1_000,
  accountMaxDelayMs: 60_000,
  trustMs: 30 * 24 * 3_600_000,
};

/** How long the next check must wait after `count` failures from untrusted addresses. */
export function untrustedDelayMs(count: number, limits: ThrottleLimits): number {
  if (count < limits.accountFreeFailures) return 0;
  const doublings = Math.min(count - limits.accountFreeFailures, 30);
  return Math.min(limits.accountDelayMs * 2 ** doublings, limits.accountMaxDelayMs);
}

interface Entry {
  at: number;
  id: string;
}

export function memoryLoginThrottle(
  limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS,
  now: () => number = Date.now,
): LoginThrottle {
  const entries = new Map<string, Entry[]>();
  const trustedUntil = new Map<string, number>();
  let sequence = 0;

  const recent = (key: string): Entry[] => {
    const cutoff = now() - limits.windowMs;
    const kept = (entries.get(key) ?? []).filter((e) => e.at > cutoff);
    if (kept.length === 0) entries.delete(key);
    else entries.set(key, kept);
    return kept;
  };
  /** Time until the oldest entry that keeps `key` at its limit leaves the window. */
  const waitForSlot = (list: Entry[], limit: number): number =>
    list.length < limit ? 0 : list[list.length - limit]!.at + limits.windowMs - now();

  return {
    // Synchronous from the first read to the last write: one process cannot interleave two.
    async reserve(account, address, provedTrust = false) {
      const pairKey = `p:${account}|${address}`;
      const addressKey = `ip:${address}`;
      const accountKey = `a:${account}`;
      const trusted = provedTrust || (trustedUntil.get(pairKey) ?? 0) > now();
      const pair = recent(pairKey);
      const byAddress = recent(addressKey);
      const byAccount = recent(accountKey);
      let wait = Math.max(
        waitForSlot(pair, limits.perAccountAddress),
        waitForSlot(byAddress, limits.perAddress),
      );
      if (!trusted && byAccount.length > 0) {
        const last = byAccount[byAccount.length - 1]!.at;
        wait = Math.max(wait, last + untrustedDelayMs(byAccount.length, limits) - now());
      }
      if (wait > 0) return { ok: false, retryAfterMs: Math.ceil(wait) };
      const entry = { at: now(), id: String(++sequence) };
      pair.push(entry);
      byAddress.push(entry);
      entries.set(pairKey, pair);
      entries.set(addressKey, byAddress);
      if (!trusted) entries.set(accountKey, [...byAccount, entry]);
      return { ok: true, id: entry.id, left: limits.perAccountAddress - pair.length };
    },
    async succeeded(account, address, reservation) {
      const pairKey = `p:${account}|${address}`;
      entries.delete(pairKey);
      for (const key of [`ip:${address}`, `a:${account}`]) {
        const kept = recent(key).filter((e) => e.id !== reservation);
        if (kept.length === 0) entries.delete(key);
        else entries.set(key, kept);
      }
      trustedUntil.set(pairKey, now() + limits.trustMs);
    },
    async release(account, address, reservation) {
      for (const key of [`p:${account}|${address}`, `ip:${address}`, `a:${account}`]) {
        const kept = recent(key).filter((e) => e.id !== reservation);
        if (kept.length === 0) entries.delete(key);
        else entries.set(key, kept);
      }
    },
  };
}
