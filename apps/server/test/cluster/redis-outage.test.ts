import type { ChildProcess } from 'node:child_process';
import { ERRORS } from '@trading/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_BACKGROUND_MATCHING } from '../orders/order-api';
import { api, expectLedgerConsistent, fund, newInvestor, type Investor } from '../money/money-api';
import { call } from '../support/api';
import { freePort, startRedis, stopped } from '../support/redis-server';
import { startTestApp, type TestApp } from '../support/test-app';

// A cluster's set-up (PostgreSQL and Redis); what Redis does is the same whatever the database.
describe('Redis going away and coming back, on postgres', () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;
  let me: Investor;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await startTestApp('postgres', {
      env: {
        ...NO_BACKGROUND_MATCHING,
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_PREFIX: 'outage:',
      },
    });
    me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '100000');
  });
  afterAll(async () => {
    await t?.close();
    if (redis) await stopped(redis);
  });

  const signIn = (password: string, from: string) =>
    call(t.app, 'POST', '/user/login', {
      host: 'ngn.localhost',
      from,
      body: { username: me.username, password },
    }).then((r) => r.body.code);
  const buy = (key: string) =>
    api(t.app, 'POST', '/order/place', {
      token: me.token,
      key,
      body: {
        stockId: 1001,
        type: 'LIMIT',
        side: 'BUY',
        quantity: 10,
        limitPrice: '1.00',
        timeInForce: 'GTC',
      },
    });

  it('signs in, throttles guesses and takes orders while Redis is down, and uses it again when back', async () => {
    expect(await signIn('abc123', '10.20.0.1')).toBe(0);
    await stopped(redis);

    // Sign-in answers (not a 500, not a hang) and guesses are still limited, on this process's counts.
    expect(await signIn('abc123', '10.20.0.2')).toBe(0);
    const guesses = [];
    for (let i = 0; i < 6; i++) guesses.push(await signIn(`nope${i}9`, '10.20.0.3'));
    expect(guesses.slice(0, 5)).toEqual(Array(5).fill(ERRORS.WRONG_CREDENTIALS.code));
    expect(guesses[5]).toBe(ERRORS.RATE_LIMITED.code);

    // Money paths never touch Redis: an order is placed once, its retry answers the same row.
    const placed = await buy('outage-order-1');
    expect(placed.code).toBe(0);
    expect((await buy('outage-order-1')).data.id).toBe(placed.data.id);
    const signedOut = await call(t.app, 'POST', '/user/logout', {
      host: 'ngn.localhost',
      token: me.token,
    });
    expect(signedOut.body.code).toBe(0);

    redis = await startRedis(port);
    const commands = new Redis({ port });
    try {
      // Back: the cluster's counts are kept in Redis again.
      let code = -1;
      for (let tries = 0; tries < 50 && code !== 0; tries++) {
        code = await signIn('abc123', '10.20.0.4');
        if ((await commands.keys('outage:login:*')).length === 0) code = -1;
        if (code !== 0) await new Promise((done) => setTimeout(done, 200));
      }
      expect(code).toBe(0);
    } finally {
      commands.disconnect();
    }
    await expectLedgerConsistent(t.app);
  });
});
