import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
}

/**
 * pgbench's TPC-B on the database at `url` (a scratch one: `-i` rebuilds its tables), with
 * `clients` connections for `seconds`: the database's own limit on this machine, to read
 * order throughput against. Undefined, with the reason printed, when pgbench is missing
 * (Debian package postgresql-client).
 */
export async function pgbench(
  url: string,
  options: { clients: number; seconds: number; scale: number },
): Promise<PgbenchResult | undefined> {
  try {
    await run('pgbench', ['-i', '-q', '-s', String(options.scale), url]);
  } catch (error) {
    console.log(`pgbench skipped: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
  const threads = String(Math.min(2, options.clients));
  const { stdout } = await run('pgbench', [
    ...['-c', String(options.clients), '-j', threads, '-T', String(options.seconds), url],
  ]);
  const tps = /^tps = ([\d.]+)/m.exec(stdout);
  const latency = /^latency average = ([\d.]+) ms/m.exec(stdout);
  if (!tps || !latency) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { tps: Number(tps[1]), latencyMs: Number(latency[1]) };
}
