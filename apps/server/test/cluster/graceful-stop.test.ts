import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../market/ws-test-client';
import { httpApi } from '../support/http-api';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const GRACE_MS = 1_500;

/** Polls until `check` holds, for at most `withinMs`; answers the last value seen. */
async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  withinMs: number,
) {
  const until = Date.now() + withinMs;
  let value = await read();
  while (!check(value) && Date.now() < until) value = await read();
  return value;
}

// What a load balancer and a live client see of a rolling restart's one step.
describe('a server told to stop (SIGTERM)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ SHUTDOWN_GRACE_MS: String(GRACE_MS) });
  });
  afterAll(() => server?.kill());

  const probe = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${server.port}${path}`);
    return { statusCode: response.status, body: await response.json() };
  };

  it('turns unready at once, serves through its grace period, closes feed sockets as a restart and exits 0', async () => {
    const feed = await connect(server.ws, { headers: { host: 'ngn.localhost' } });
    expect((await probe('/readyz')).statusCode).toBe(200);
    const exit = new Promise((done) =>
      server.child.once('exit', (code, signal) => done({ code, signal })),
    );

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const draining = await eventually(
      () => probe('/readyz'),
      (r) => r.statusCode === 503,
      1_000,
    );
    expect(draining).toMatchObject({ statusCode: 503, body: { status: 'draining' } });
    // The balancer has not noticed yet: requests it still sends are answered.
    expect(Date.now() - signalled).toBeLessThan(GRACE_MS);
    expect((await httpApi(server.api, 'GET', '/tenant/config')).code).toBe(0);
    expect(await probe('/healthz')).toEqual({ statusCode: 200, body: { status: 'ok' } });

    // 1012 "service restart": the feed client reconnects (with jittered back-off) elsewhere.
    expect((await feed.closed).code).toBe(1012);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(GRACE_MS);
    expect(await exit).toEqual({ code: 0, signal: null });
  });
});
