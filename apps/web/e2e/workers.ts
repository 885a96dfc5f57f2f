/**
 * How many browser test files run at once, each worker against its own server
 * (global-setup.ts): E2E_WORKERS, default 2 (the CI machine's cores; browser tests mostly wait).
 */
export function e2eWorkers(env: Record<string, string | undefined> = process.env): number {
  return Math.max(1, Math.floor(Number(env.E2E_WORKERS ?? 2)) || 1);
}
