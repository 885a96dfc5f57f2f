import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instrumentById } from '../../src/market/instruments';
import { matchOrders } from '../../src/orders/match-orders';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, ok, servicesOf, type Investor } from '../money/money-api';
import { NO_BACKGROUND_MATCHING } from '../orders/order-api';
import { connect, sleep } from './ws-test-client';

const DANGCEM = 1001;
const utc = (iso: string) => Date.parse(`${iso}Z`);
/** Lagos is UTC+1 all year: the session 10:00–14:30 local is 09:00–13:30 UTC. */
const MONDAY_CLOSE = utc('2026-11-30T13:30:00');
const TUESDAY_OPEN = utc('2026-12-01T09:00:00');
const TUESDAY_CLOSE = utc('2026-12-01T13:30:00');
const WEDNESDAY_OPEN = utc('2026-12-02T09:00:00');
const MARKET_CLOSED = { code: 20008, msg: 'The market is closed' };

describe.each(DB_KINDS)('real market hours (MARKET_SESSIONS=exchange) on %s', (kind) => {
  let t: TestApp;
  let me: Investor;
  let clock = MONDAY_CLOSE - 30 * 60_000;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { ...NO_BACKGROUND_MATCHING, MARKET_SESSIONS: 'exchange' },
      marketNow: () => clock,
    });
    me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '500000');
  });
  afterAll(() => t?.close());

  const market = () => servicesOf(t.app).market;
  const price = () => market().quote(instrumentById(DANGCEM)!).price;
  const pass = () => matchOrders(servicesOf(t.app).db, market(), clock);
  const place = (body: Record<string, unknown>) =>
    api(t.app, 'POST', '/order/place', {
      token: me.token,
      body: { stockId: DANGCEM, side: 'BUY', quantity: 10, timeInForce: 'DAY', ...body },
    });
  const order = async (id: number) =>
    (await ok(t.app, 'POST', '/order/history', { token: me.token, body: {} })).records.find(
      (o: { id: number }) => o.id === id,
    );
  const openIds = async () =>
    (await ok(t.app, 'GET', '/order/open', { token: me.token, query: {} })).records.map(
      (o: { id: number }) => o.id,
    );
  const status = async () =>
    (await ok(t.app, 'GET', '/stock/marketStatus')).find(
      (s: { market: string }) => s.market === 'NSENG',
    );
  /** A limit a few percent above the price: it fills at the first pass the market trades. */
  const buyingLimit = () => (Math.round(price() * 103) / 100).toFixed(2);

  it('says the market is open until the close, then closed until the next pre-open', async () => {
    expect(await status()).toEqual({
      market: 'NSENG',
      state: 'OPEN',
      until: MONDAY_CLOSE,
      opensAt: null,
      holiday: false,
    });
    clock = MONDAY_CLOSE;
    expect(await status()).toEqual({
      market: 'NSENG',
      state: 'CLOSED',
      until: utc('2026-12-01T08:30:00'),
      opensAt: TUESDAY_OPEN,
      holiday: false,
    });
    clock = utc('2026-12-01T08:45:00');
    expect(await status()).toMatchObject({ state: 'PRE_OPEN', until: TUESDAY_OPEN });
  });

  it('takes a market order until the last second and refuses it from the close', async () => {
    clock = MONDAY_CLOSE - 1_000;
    const body = { id: DANGCEM, amount: 10, price: price().toFixed(2) };
    const bought = await api(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      key: 'm1',
      body,
    });
    expect(bought.code).toBe(0);
    clock = MONDAY_CLOSE;
    const refused = await api(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      key: 'm2',
      body,
    });
    expect(refused).toMatchObject(MARKET_CLOSED);
    expect(await place({ type: 'MARKET' })).toMatchObject(MARKET_CLOSED);
    clock = utc('2026-12-01T08:45:00'); // pre-open takes no market order either
    expect(await place({ type: 'MARKET' })).toMatchObject(MARKET_CLOSED);
  });

  it('expires a DAY order at the close and keeps a GTC one', async () => {
    clock = MONDAY_CLOSE - 10 * 60_000;
    const day = (await place({ type: 'LIMIT', limitPrice: '1.00' })).data;
    const gtc = (await place({ type: 'LIMIT', limitPrice: '1.00', timeInForce: 'GTC' })).data;
    expect(day).toMatchObject({ status: 'PENDING', expiresTime: MONDAY_CLOSE });
    clock = MONDAY_CLOSE - 1;
    expect(await pass()).toBe(0);
    clock = MONDAY_CLOSE;
    expect(await pass()).toBe(1);
    expect(await order(day.id)).toMatchObject({ status: 'EXPIRED', reason: 'DAY_CLOSE' });
    expect(await openIds()).toEqual([gtc.id]);
    await api(t.app, 'POST', '/order/cancel', { token: me.token, body: { id: gtc.id } });
  });

  it('keeps an order placed after the close for the next session: no fill while closed, a fill at the open', async () => {
    clock = MONDAY_CLOSE + 15 * 60_000;
    const placed = await place({ type: 'LIMIT', limitPrice: buyingLimit() });
    expect(placed.data).toMatchObject({ status: 'PENDING', expiresTime: TUESDAY_CLOSE });
    expect(await pass()).toBe(0);
    clock = utc('2026-12-01T08:59:59'); // pre-open: still nothing trades
    expect(await pass()).toBe(0);
    clock = TUESDAY_OPEN + 30_000;
    expect(await pass()).toBe(1);
    expect(await order(placed.data.id)).toMatchObject({ status: 'FILLED' });
  });

  it('feeds no tick while closed, says so, and announces the open before its first tick', async () => {
    // Market time only moves forward here, as it does in production: Tuesday evening.
    clock = TUESDAY_CLOSE + 60 * 60_000;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const client = await connect(`ws://127.0.0.1:${port}/api/ws`);
    client.send({ action: 'SUBSCRIBE', symbols: [{ symbol: 'DANGCEM', exchange: 'NSENG' }] });
    expect(await client.waitFor((m) => m.event === 'market')).toEqual({
      event: 'market',
      market: 'NSENG',
      state: 'CLOSED',
      until: utc('2026-12-02T08:30:00'),
      opensAt: WEDNESDAY_OPEN,
      holiday: false,
    });
    await sleep(2_200);
    expect(client.received.filter((m) => m.event === 'tick')).toEqual([]);

    const from = client.received.length;
    clock = WEDNESDAY_OPEN - 5_000;
    await client.waitFor((m) => m.state === 'PRE_OPEN', from);
    clock = WEDNESDAY_OPEN;
    await client.waitFor((m) => m.event === 'tick', from, 4_000);
    const events = client.received.slice(from).map((m) => (m.event === 'tick' ? 'tick' : m.state));
    expect(events.slice(0, 2)).toEqual(['PRE_OPEN', 'OPEN']);
    client.socket.close();
    await client.closed;
  });

  it('is closed all day on a holiday and counts a DAY order from the next trading day', async () => {
    // Friday 25 December; Monday 28th is Boxing Day observed: Lagos trades again on Tuesday.
    clock = utc('2026-12-25T11:00:00');
    expect(await status()).toEqual({
      market: 'NSENG',
      state: 'CLOSED',
      until: utc('2026-12-29T08:30:00'),
      opensAt: utc('2026-12-29T09:00:00'),
      holiday: true,
    });
    expect(await place({ type: 'MARKET' })).toMatchObject(MARKET_CLOSED);
    const placed = await place({ type: 'LIMIT', limitPrice: '1.00' });
    expect(placed.data).toMatchObject({ expiresTime: utc('2026-12-29T13:30:00') });
    await api(t.app, 'POST', '/order/cancel', { token: me.token, body: { id: placed.data.id } });
  });
});
