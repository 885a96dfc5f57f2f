import { createHash } from 'node:crypto';
import type { LoginThrottle } from './login-throttle';
import { throttled } from './throttle-error';

/**
 * What a check of a secret found: `right` and `wrong` count as the throttle's rules say;
 * `uncounted` is a check that proves nothing to a guesser (a replayed TOTP code).
 */
export type SecretOutcome = 'right' | 'wrong' | 'uncounted';

export interface SecretCheck {
  /**
   * The secret and whose it is, e.g. `op:<tenant>:<user>`: each secret of an account has its
   * own counts, so guesses at one never use up the owner's tries at another.
   */
  key: string;
  /** The caller's address: the throttle's per-account-and-address and per-address limits. */
  address: string;
  /**
   * Also counts every failure on the account from any address, and refuses every check once
   * those reach the throttle's per-account limit within its window: a lock that rotating
   * addresses cannot step around. Called once, by the failure that locks it.
   */
  onLocked?: () => Promise<void>;
  /**
   * The value tried, for checks that may arrive as copies (a withdrawal's retries): copies of
   * one guess in flight together on this process share one check, counted once. Only a digest
   * of it is kept, and only while the check runs.
   */
  guess?: string;
  /** The caller proved trust the throttle does not store (LoginThrottle.reserve's `trusted`). */
  trusted?: boolean;
}

const inFlight = new Map<string, Promise<SecretOutcome>>();

/**
 * Every check of a secret (passwords at sign-in and on change, the withdrawal password, TOTP and
 * recovery codes, passkey step-ups) goes through here: one throttle, one set of rules
 * (login-throttle.ts). The check is reserved before `verify` runs, so parallel guesses cannot
 * all pass a count read before any of them failed. A `verify` that throws ran no check (the
 * hashing queue was full): its reservation is dropped. Refused checks throw RATE_LIMITED.
 */
export function checkSecret(
  throttle: LoginThrottle,
  check: SecretCheck,
  verify: () => Promise<SecretOutcome>,
): Promise<SecretOutcome> {
  if (check.guess === undefined) return reserveAndCheck(throttle, check, verify);
  const id = `${check.key}|${createHash('sha256').update(check.guess).digest('base64url')}`;
  const running = inFlight.get(id);
  if (running) return running;
  const started = reserveAndCheck(throttle, check, verify).finally(() => inFlight.delete(id));
  inFlight.set(id, started);
  return started;
}

async function reserveAndCheck(
  throttle: LoginThrottle,
  check: SecretCheck,
  verify: () => Promise<SecretOutcome>,
): Promise<SecretOutcome> {
  // The lock's count lives under an address of its own, one per account: any caller adds to it.
  const pairs: [string, string][] = [[check.key, check.address]];
  if (check.onLocked) pairs.push([`lock:${check.key}`, `account:${check.key}`]);
  const held: { pair: [string, string]; id: string; left: number }[] = [];
  const releaseAll = () =>
    Promise.all(held.map(({ pair, id }) => throttle.release(pair[0], pair[1], id)));
  for (const [index, pair] of pairs.entries()) {
    const reservation = await throttle.reserve(pair[0], pair[1], index === 0 && check.trusted);
    if (!reservation.ok) {
      await releaseAll();
      throw throttled(reservation.retryAfterMs);
    }
    held.push({ pair, id: reservation.id, left: reservation.left });
  }
  let outcome: SecretOutcome;
  try {
    outcome = await verify();
  } catch (error) {
    await releaseAll();
    throw error;
  }
  if (outcome === 'uncounted') await releaseAll();
  if (outcome === 'right')
    await Promise.all(held.map(({ pair, id }) => throttle.succeeded(pair[0], pair[1], id)));
  // The failure that used the lock's last check is the one that locks it.
  const lock = held[1];
  if (outcome === 'wrong' && check.onLocked && lock?.left === 0) await check.onLocked();
  return outcome;
}
