export interface BackoffOptions {
  /** Delay before the first retry, ms. */
  initialMs: number;
  /** Longest delay, ms. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 30_000 };

/**
 * Delay before reconnect attempt `attempt` (0-based): doubling from `initialMs` up to `maxMs`,
 * then "equal jitter" — a random point in the upper half — so a server restart is not met by
 * every client at the same instant, yet no client retries in a tight loop.
 */
export function reconnectDelay(
  attempt: number,
  options: BackoffOptions,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(options.maxMs, options.initialMs * 2 ** Math.min(attempt, 30));
  return ceiling / 2 + random() * (ceiling / 2);
}
