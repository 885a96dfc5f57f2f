import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('health and readiness on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('/healthz says the process answers, as JSON never cached', async () => {
    const r = await get('/healthz');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready when the database answers, naming each check and the jobs', async () => {
    const r = await get('/readyz');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const body = r.json();
    expect(body).toMatchObject({ status: 'ready', checks: { database: { status: 'up' } } });
    expect(body.checks.redis).toBeUndefined();
    expect(body.jobs['order-matching']).toEqual({ consecutiveFailures: 0 });
  });
});
