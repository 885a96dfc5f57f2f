import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
}

/**
 * Builds pgbench's TPC-B tables at `scale` on the database at `url` (a scratch one: `-i`
 * rebuilds them). False, with the reason printed, when pgbench is missing (Debian package
 * postgresql-client).
 */
export async function pgbenchInit(url: string, scale: number): Promise<boolean> {
  try {
    await run('pgbench', ['-i', '-q', '-s', String(scale), url]);
    return true;
  } catch (error) {
    console.log(`pgbench skipped: ${(error as Error).message.split('\n')[0]}`);
    return false;
  }
}

/**
 * pgbench's TPC-B on tables pgbenchInit built, with `clients` connections for `seconds`: the
 * database's own limit on this machine, to read order throughput against.
 */
export async function pgbenchRun(
  url: string,
  options: { clients: number; seconds: number },
): Promise<PgbenchResult> {
  const threads = String(Math.min(2, options.clients));
  const { stdout } = await run('pgbench', [
    ...['-c', String(options.clients), '-j', threads, '-T', String(options.seconds), url],
  ]);
  const tps = /^tps = ([\d.]+)/m.exec(stdout);
  const latency = /^latency average = ([\d.]+) ms/m.exec(stdout);
  if (!tps || !latency) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { tps: Number(tps[1]), latencyMs: Number(latency[1]) };
}
