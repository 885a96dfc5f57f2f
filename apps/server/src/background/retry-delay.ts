/** A job failing for minutes is retried at least this often, so it resumes soon after the outage. */
export const RETRY_CAP_MS = 30_000;

/**
 * How long a job waits after its `failures`-th failure in a row: twice as long each time,
 * starting at twice its period, up to the cap (or its own period if longer), drawn from the
 * upper half of that span ("equal jitter"). Each wait is longer than the last until the cap,
 * and processes that failed together (one database outage) do not retry together.
 */
export function retryDelay(
  failures: number,
  everyMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(everyMs * 2 ** failures, Math.max(RETRY_CAP_MS, everyMs));
  return Math.floor(ceiling / 2 + (random() * ceiling) / 2);
}
