import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

const serverDir = join(import.meta.dirname, '../..');
const PORT_LINE = /ngn: http:\/\/ngn\.localhost:(\d+)/;
/** Enough of the log to explain a failed start without keeping every request line. */
const KEPT_OUTPUT = 64 * 1024;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port>/api */
  api: string;
  /** ws://127.0.0.1:<port>/api/ws */
  ws: string;
  /** SIGTERM (graceful) and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown code runs, like a machine losing power. */
  kill(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * `src/main.ts` in its own process on a free port, started with `env`. It logs at info
 * (the start-up line names the port) unless `quiet`, which logs warnings only (benches:
 * a log line per request costs throughput) and waits for the port to accept instead.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { quiet = false, timeoutMs = 170_000 }: { quiet?: boolean; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const fixedPort = quiet ? await freePort() : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      ARGON2_MEMORY_KIB: '256',
      DATA_DIR: ':memory:',
      PORT: '0',
      HOST: '127.0.0.1',
      TEST_TOTP_CLOCK: 'enabled',
      ...env,
      ...(fixedPort ? { PORT: String(fixedPort), LOG_LEVEL: 'warn' } : { LOG_LEVEL: 'info' }),
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    if (output.length < KEPT_OUTPUT) output += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const end = Date.now() + timeoutMs;
  let port: number | undefined;
  while (port === undefined) {
    const match = fixedPort ? undefined : PORT_LINE.exec(output);
    if (match) port = Number(match[1]);
    else if (fixedPort && (await accepts(fixedPort))) port = fixedPort;
    else if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited during start:\n${output}`);
    else if (Date.now() > end) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`);
    } else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    child,
    port,
    api: `http://127.0.0.1:${port}/api`,
    ws: `ws://127.0.0.1:${port}/api/ws`,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}
