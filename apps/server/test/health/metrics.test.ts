import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromUnits, priceUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { matchOrders } from '../../src/orders/match-orders';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, ok, servicesOf } from '../money/money-api';
import { flatPrice } from '../orders/order-api';

const DANGCEM = 1001;

/** A sample's value in Prometheus text, 0 when the series is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(DB_KINDS)('Prometheus metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { METRICS_ALLOW: '10.1.0.0/16' } });
  });
  afterAll(() => t?.close());

  const scrape = (from = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: from });

  it('counts requests by route and status, with process, pool, job and socket figures', async () => {
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'GET',
        url: '/api/tenant/config',
        headers: { host: 'ngn.localhost' },
      });
    await t.app.inject({
      method: 'GET',
      url: '/no/such/page/42',
      headers: { host: 'ngn.localhost' },
    });

    const r = await scrape();
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers['cache-control']).toBe('no-store');
    const text = r.body;
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/tenant/config",status_code="200"} 3',
    );
    // Paths that match no route share one label, so a scanner cannot grow the series without bound.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/,
    );
    expect(text).not.toContain('/no/such/page');
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^background_job_consecutive_failures\{job="order-matching"\} 0$/m);
    expect(text).toMatch(/^background_job_runs_total\{job="order-matching",outcome="ok"\} \d+$/m);
    expect(text).toMatch(/^ws_connections \d+$/m);
    if (kind === 'postgres') {
      expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^db_pool_waiting_requests 0$/m);
    }
  });

  it('counts each contract call by its answer code, so refusals show apart from successes', async () => {
    const ask = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { host: 'ngn.localhost' } });
    await ask('/api/tenant/config');
    await ask('/api/user');
    await ask('/api/user');
    const text = (await scrape()).body;
    expect(text).toMatch(/^api_calls_total\{endpoint="tenantConfig",code="0"\} [1-9]\d*$/m);
    expect(text).toMatch(/^api_calls_total\{endpoint="userProfile",code="-99999"\} 2$/m);
  });

  it('counts orders placed, filled and refused and the ledger postings, where they happen', async () => {
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '100000');
    const before = (await scrape()).body;
    const price = fromUnits(
      priceUnits(servicesOf(t.app).market.quote(instrumentById(DANGCEM)!).price),
    );
    const buy = { id: DANGCEM, amount: 10, price };
    await ok(t.app, 'POST', '/stockTrade/buy', { token: me.token, key: 'm1', body: buy });
    // The same key again is answered from its stored answer: no second order to count.
    await ok(t.app, 'POST', '/stockTrade/buy', { token: me.token, key: 'm1', body: buy });
    const limit = { stockId: DANGCEM, timeInForce: 'GTC', type: 'LIMIT', side: 'BUY' };
    await ok(t.app, 'POST', '/order/place', {
      token: me.token,
      body: { ...limit, quantity: 10, limitPrice: '1.00' },
    });
    const refused = await api(t.app, 'POST', '/order/place', {
      token: me.token,
      body: { ...limit, quantity: 1000, limitPrice: '100000.00' },
    });
    expect(refused.msg).toMatch(/balance/i);
    // The app's own matcher runs at the simulator's prices, far above this limit; this pass
    // fills it at a price it accepts.
    const services = servicesOf(t.app);
    expect(await matchOrders(services.db, flatPrice(0.5), Date.now(), services.orderMeter)).toBe(1);

    const after = (await scrape()).body;
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('orders_placed_total{kind="market"}')).toBe(1);
    expect(moved('orders_placed_total{kind="working"}')).toBe(1);
    expect(moved('orders_filled_total{kind="market"}')).toBe(1);
    expect(moved('orders_filled_total{kind="working"}')).toBe(1);
    expect(moved('orders_refused_total{reason="INSUFFICIENT_BALANCE"}')).toBe(1);
    // TRADE: the market buy, the limit buy's hold, its fill and the rest of the hold released.
    expect(moved('ledger_postings_total{scene="TRADE"}')).toBe(4);
    expect(moved('ledger_postings_total{scene="TRADE_FEE"}')).toBe(2);
    expect(sample(after, 'ledger_postings_total{scene="USER_DEPOSIT"}')).toBeGreaterThan(0);
    // Both placements under their route pattern, the refused one under its own status.
    const placeCalls = (text: string) =>
      [
        ...text.matchAll(
          /^http_request_duration_seconds_count\{method="POST",route="\/api\/order\/place",status_code="\d+"\} (\d+)$/gm,
        ),
      ]
        .map((m) => Number(m[1]))
        .reduce((a, b) => a + b, 0);
    expect(placeCalls(after) - placeCalls(before)).toBe(2);
    expect(after).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/stockTrade\/buy",status_code="200"\} \d+$/m,
    );
    expect(after).toMatch(/^password_hash_tasks\{state="waiting"\} 0$/m);
    expect(after).toMatch(/^ws_tick_delivery_lag_seconds_count \d+$/m);
  });

  it('answers loopback and the configured scraper networks only', async () => {
    expect((await scrape('::1')).statusCode).toBe(200);
    expect((await scrape('10.1.200.7')).statusCode).toBe(200);
    for (const outsider of ['203.0.113.9', '10.2.0.1', '2001:db8::1'])
      expect((await scrape(outsider)).statusCode, outsider).toBe(404);
  });
});
