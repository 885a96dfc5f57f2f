import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, servicesOf } from '../money/money-api';
import { marketPrice, NO_BACKGROUND_MATCHING, runMatcher } from '../orders/order-api';
import { call } from '../support/api';
import { DEMO_TOTP_SECRET } from '../../src/seed/demo-accounts';
import { totpCodeAt, totpStep } from '../../src/identity/totp';

const DANGCEM = 1001;

const pin = (t: TestApp, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/__test/price', payload: body as object });

describe('the browser tests’ price seam, when the server is not started for them', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A real start: none of the browser tests' settings (the tests' own TOTP clock left out).
    t = await startTestApp('pglite', {
      env: { NODE_ENV: 'production', TEST_TOTP_CLOCK: undefined },
    });
  });
  afterAll(() => t?.close());

  it('is not there, and the price stays the simulator’s', async () => {
    const before = marketPrice(t.app, DANGCEM);
    expect((await pin(t, { stockId: DANGCEM, price: 0.5 })).statusCode).toBe(404);
    expect(marketPrice(t.app, DANGCEM)).toBe(before);
  });

  it('has no cooling-off seam either', async () => {
    const usable = await t.app.inject({
      method: 'POST',
      url: '/__test/destinations-usable',
      payload: { tenant: 'ngn', username: 'demo' },
    });
    expect(usable.statusCode).toBe(404);
  });

  it('has no TOTP clock either', async () => {
    const moved = await t.app.inject({
      method: 'POST',
      url: '/__test/totp-clock',
      payload: { secret: DEMO_TOTP_SECRET, steps: 3 },
    });
    expect(moved.statusCode).toBe(404);
  });

  it('is switched on by the one explicit value only', () => {
    expect(() => loadConfig({ TEST_PRICE_SEAM: 'true' })).toThrow(/TEST_PRICE_SEAM/);
    expect(() => loadConfig({ TEST_DESTINATION_SEAM: 'true' })).toThrow(/TEST_DESTINATION_SEAM/);
    expect(() => loadConfig({ TEST_TOTP_CLOCK: 'true' })).toThrow(/TEST_TOTP_CLOCK/);
    expect(loadConfig({})).toMatchObject({
      testPriceSeam: false,
      testDestinationSeam: false,
      testTotpClock: false,
    });
  });
});

describe('the browser tests’ price seam, with TEST_PRICE_SEAM=enabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      env: { TEST_PRICE_SEAM: 'enabled', ...NO_BACKGROUND_MATCHING },
    });
  });
  afterAll(() => t?.close());

  it('refuses what is not a price of a known instrument', async () => {
    for (const body of [{ stockId: 999_999, price: 1 }, { stockId: DANGCEM, price: -1 }, {}])
      expect((await pin(t, body)).statusCode).toBe(400);
  });

  it('moves the quote, the feed’s tick and the matcher’s price, so a limit buy below fills', async () => {
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '1000000');
    const limit = (Number(marketPrice(t.app, DANGCEM)) * 0.9).toFixed(2);
    const placed = await api(t.app, 'POST', '/order/place', {
      token: me.token,
      body: {
        type: 'LIMIT',
        side: 'BUY',
        stockId: DANGCEM,
        quantity: 10,
        limitPrice: limit,
        timeInForce: 'DAY',
      },
    });
    expect(placed.code).toBe(0);
    const { market } = servicesOf(t.app);
    expect(await runMatcher(t.app, market)).toBe(0);

    const below = (Number(limit) - 0.01).toFixed(2);
    expect((await pin(t, { stockId: DANGCEM, price: Number(below) })).json()).toEqual({
      stockId: DANGCEM,
      price: Number(below),
    });
    // The HTTP routes reuse a quote for a quarter second (stocks/market-data.ts).
    await vi.waitFor(
      async () => {
        const detail = await api(t.app, 'GET', '/stock/detail', { query: { id: DANGCEM } });
        expect(detail.data.price).toBe(Number(below));
      },
      { timeout: 2000, interval: 100 },
    );
    const instrument = market.instrument(DANGCEM)!;
    expect(market.sim.tickAt(instrument, Date.now(), Date.now() - 1000)?.price).toBe(Number(below));
    expect(await runMatcher(t.app, market)).toBe(1);
    const history = await api(t.app, 'POST', '/order/history', { token: me.token, body: {} });
    expect(history.data.records[0]).toMatchObject({ status: 'FILLED', filledPrice: below });

    await pin(t, { stockId: DANGCEM, price: null });
    expect(market.sim.quote(instrument, Date.now()).price).not.toBe(Number(below));
  });
});

describe('the browser tests’ cooling-off seam, with TEST_DESTINATION_SEAM=enabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { TEST_DESTINATION_SEAM: 'enabled' } });
  });
  afterAll(() => t?.close());

  it("ends the cooling-off of the named user's saved destinations only", async () => {
    const [me, other] = [await newInvestor(t.app), await newInvestor(t.app)];
    const save = (who: typeof me, accountNumber: string) =>
      api(t.app, 'POST', '/userBank/add', {
        token: who.token,
        body: { accountName: 'Ada Obi', bank: 'Zenith Bank', accountNumber },
      });
    expect((await save(me, '0011223346')).code).toBe(0);
    expect((await save(other, '0011223346')).code).toBe(0);
    const usable = await t.app.inject({
      method: 'POST',
      url: '/__test/destinations-usable',
      payload: { tenant: 'ngn', username: me.username },
    });
    expect(usable.json()).toEqual({ usable: 1 });
    const usableFrom = async (who: typeof me) =>
      (await api(t.app, 'POST', '/userBank', { token: who.token, body: {} })).data[0].usableFrom;
    expect(await usableFrom(me)).toBeLessThan(Date.now());
    expect(await usableFrom(other)).toBeGreaterThan(Date.now());
    const refused = await t.app.inject({
      method: 'POST',
      url: '/__test/destinations-usable',
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the browser tests’ TOTP clock, with TEST_TOTP_CLOCK=enabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { TEST_TOTP_CLOCK: 'enabled' } });
  });
  afterAll(() => t?.close());

  const move = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/__test/totp-clock', payload: body as object });

  /** The inr demo's sign-in finished with `code` (inr requires a second factor). */
  async function signInWith(code: string) {
    const host = 'inr.localhost';
    const first = await call<{ ticket: string }>(t.app, 'POST', '/user/login', {
      host,
      body: { username: 'demo', password: 'demo12' },
    });
    return (
      await call(t.app, 'POST', '/user/login/second-factor', {
        host,
        body: { ticket: first.body.data.ticket, secondFactor: { code } },
      })
    ).body;
  }

  it('refuses what is not a key and a step count', async () => {
    for (const body of [
      {},
      { secret: 'not base32!', steps: 1 },
      { secret: DEMO_TOTP_SECRET, steps: 99 },
    ])
      expect((await move(body)).statusCode).toBe(400);
  });

  it('checks a key’s codes that many steps ahead, and a used code stays used', async () => {
    // Three steps ahead of now is outside the window a real clock accepts, before and after a
    // step boundary passes during the test.
    const ahead = totpCodeAt(DEMO_TOTP_SECRET, totpStep(Date.now()) + 3);
    expect((await signInWith(ahead)).code).toBe(ERRORS.SECOND_FACTOR_WRONG.code);
    expect((await move({ secret: DEMO_TOTP_SECRET, steps: 0 })).json()).toEqual({ steps: 0 });
    expect((await move({ secret: DEMO_TOTP_SECRET, steps: 3 })).json()).toEqual({ steps: 3 });
    expect((await signInWith(ahead)).code).toBe(0);
    const again = await signInWith(ahead);
    expect(again.code).toBe(ERRORS.SECOND_FACTOR_WRONG.code);
    expect(again.msg).toMatch(/already used/i);
  });
});
