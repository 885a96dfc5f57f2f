import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

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

  it('answers loopback and the configured scraper networks only', async () => {
    expect((await scrape('::1')).statusCode).toBe(200);
    expect((await scrape('10.1.200.7')).statusCode).toBe(200);
    for (const outsider of ['203.0.113.9', '10.2.0.1', '2001:db8::1'])
      expect((await scrape(outsider)).statusCode, outsider).toBe(404);
  });
});
