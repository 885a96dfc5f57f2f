import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, DB_KINDS } from '../support/databases';
import { freePort, startRedis, stopped } from '../support/redis-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { startTestApp, type TestApp } from '../support/test-app';

/** Polls until `check` holds, for at most `withinMs`; answers the last value seen. */
async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  withinMs = 10_000,
) {
  const until = Date.now() + withinMs;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 50));
    value = await read();
  }
  return value;
}

// The server reaches PostgreSQL through a proxy the test breaks, and a Redis of the test's own.
describe.each(DB_KINDS.filter((k) => k === 'postgres'))(
  'readiness while a dependency is away, on %s',
  () => {
    let t: TestApp;
    let proxy: TcpProxy;
    let redis: ChildProcess;
    let redisPort: number;
    beforeAll(async () => {
      const target = new URL(databaseUrl('postgres'));
      proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
      redisPort = await freePort();
      redis = await startRedis(redisPort);
      t = await startTestApp('postgres', {
        env: {
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          REDIS_PREFIX: `ready${randomBytes(4).toString('hex')}:`,
          ORDER_MATCH_EVERY_MS: '100',
        },
        viaUrl: (url) => {
          const via = new URL(url);
          via.hostname = '127.0.0.1';
          via.port = String(proxy.port);
          return via.toString();
        },
      });
    });
    afterAll(async () => {
      await t?.close();
      await proxy?.close();
      if (redis) await stopped(redis);
    });

    const probe = async (url: string) => {
      const r = await t.app.inject({ method: 'GET', url });
      return { statusCode: r.statusCode, body: r.json() };
    };
    const ready = () =>
      eventually(
        () => probe('/readyz'),
        (r) => r.body.status === 'ready',
      );

    it('answers 503 naming the database while it refuses connections, and ready once it is back', async () => {
      expect((await ready()).statusCode).toBe(200);
      proxy.set('refuse');
      const down = await probe('/readyz');
      expect(down.statusCode).toBe(503);
      expect(down.body).toMatchObject({
        status: 'unavailable',
        checks: { database: { status: 'down' }, redis: { status: 'up' } },
      });
      expect(down.body.checks.database.detail).toEqual(expect.any(String));
      // Liveness is about the process, which still runs: a load balancer must not restart it.
      expect(await probe('/healthz')).toEqual({ statusCode: 200, body: { status: 'ok' } });

      proxy.set('forward');
      const back = await ready();
      expect(back.statusCode).toBe(200);
      expect(back.body.checks.database).toEqual({ status: 'up' });
    });

    it('answers 503 within its timeout when the database holds connections unanswered', async () => {
      proxy.set('hang');
      const started = Date.now();
      const down = await probe('/readyz');
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(down.statusCode).toBe(503);
      expect(down.body.checks.database).toMatchObject({ status: 'down' });
      proxy.set('forward');
      expect((await ready()).statusCode).toBe(200);
    });

    it('shows the failures of background jobs while the database is away, and clears them after', async () => {
      proxy.set('refuse');
      const failing = await eventually(
        () => probe('/readyz'),
        (r) => r.body.jobs['order-matching'].consecutiveFailures >= 2,
      );
      expect(failing.body.jobs['order-matching']).toMatchObject({
        consecutiveFailures: expect.any(Number),
        lastError: expect.any(String),
      });
      expect(failing.body.jobs['order-matching'].consecutiveFailures).toBeGreaterThanOrEqual(2);
      proxy.set('forward');
      const recovered = await eventually(
        () => probe('/readyz'),
        (r) => r.body.jobs['order-matching'].consecutiveFailures === 0,
      );
      expect(recovered.body.jobs['order-matching']).toEqual({ consecutiveFailures: 0 });
    });

    it('stays 200 but degraded, saying so, while Redis is down, and ready once it is back', async () => {
      expect((await ready()).statusCode).toBe(200);
      await stopped(redis);
      const degraded = await eventually(
        () => probe('/readyz'),
        (r) => r.body.status === 'degraded',
      );
      expect(degraded.statusCode).toBe(200);
      expect(degraded.body).toMatchObject({
        status: 'degraded',
        checks: { database: { status: 'up' }, redis: { status: 'down' } },
      });
      expect(degraded.body.checks.redis.detail).toEqual(expect.any(String));

      redis = await startRedis(redisPort);
      const back = await ready();
      expect(back.statusCode).toBe(200);
      expect(back.body.checks.redis).toEqual({ status: 'up' });
    });
  },
);
