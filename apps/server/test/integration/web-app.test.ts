import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempWebDist, type TempWebDist } from '../support/temp-web-dist';
import { startTestApp, type TestApp } from '../support/test-app';

describe('built web app in production mode', () => {
  let t: TestApp;
  let webDist: TempWebDist;
  beforeAll(async () => {
    const files: Record<string, string | Uint8Array> = { 'secret.txt': 'outside any tenant' };
    for (const tenant of ['ngn', 'brl']) {
      files[`${tenant}/index.html`] = `<!doctype html><title>${tenant}</title>`;
      files[`${tenant}/assets/app-abc123.js`] = `console.log('${tenant}')`;
    }
    // The web build writes compressed siblings (apps/web/scripts/precompress.mjs).
    for (const file of ['ngn/index.html', 'ngn/assets/app-abc123.js']) {
      files[`${file}.br`] = brotliCompressSync(files[file]!);
      files[`${file}.gz`] = gzipSync(files[file]!);
    }
    webDist = tempWebDist(files);
    t = await startTestApp('pglite', { env: { NODE_ENV: 'production', WEB_DIST: webDist.dir } });
  });
  afterAll(async () => {
    await t?.close();
    webDist?.remove();
  });

  const get = (url: string, host: string) => t.app.inject({ url, headers: { host } });

  it('serves each tenant its own build, with index.html for client routes', async () => {
    expect((await get('/', 'ngn.localhost')).body).toContain('<title>ngn</title>');
    expect((await get('/', 'brl.localhost:8080')).body).toContain('<title>brl</title>');
    const deep = await get('/stock/1001?x=1', 'brl.localhost');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>brl</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/app-abc123.js', 'ngn.localhost');
    expect(asset.body).toBe("console.log('ngn')");
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers health probes as JSON on any host, not with the app page', async () => {
    for (const host of ['ngn.localhost', '10.0.0.7:8080']) {
      const live = await get('/healthz', host);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await get('/readyz', host);
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready' });
    }
  });

  it('sends the precompressed siblings the client accepts, and plain files otherwise', async () => {
    const fetchAs = (url: string, host: string, encoding: string) =>
      t.app.inject({ url, headers: { host, 'accept-encoding': encoding } });
    const br = await fetchAs('/assets/app-abc123.js', 'ngn.localhost', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('ngn')");
    const gz = await fetchAs('/stock/1001', 'ngn.localhost', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('text/html');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>ngn</title>');
    const plain = await fetchAs('/assets/app-abc123.js', 'ngn.localhost', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe("console.log('ngn')");
    // brl's build has no siblings: compressed as it is sent.
    const unbuilt = await fetchAs('/assets/app-abc123.js', 'brl.localhost', 'br');
    expect(unbuilt.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(unbuilt.rawPayload).toString()).toBe("console.log('brl')");
  });

  it("compresses what the server writes (/api answers) for a client that accepts it, and never unpacks a request's body", async () => {
    const stocks = (encoding: string) =>
      t.app.inject({
        url: '/api/stock/page?pageNum=1&pageSize=50&type=1',
        headers: { host: 'ngn.localhost', 'accept-encoding': encoding },
      });
    // The same list in the same order; its prices move with every tick between two requests.
    const listed = (answer: { code: number; data: { records: Array<{ symbol: string }> } }) => [
      answer.code,
      answer.data.records.map((r) => r.symbol),
    ];
    const br = await stocks('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await stocks('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(listed(JSON.parse(brotliDecompressSync(br.rawPayload).toString()))).toEqual(
      listed(plain.json()),
    );
    // A client that cannot read either still gets the answer, plain.
    expect((await stocks('compress')).json().code).toBe(0);
    const packed = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: {
        host: 'ngn.localhost',
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ username: 'demo', password: 'demo123' })),
    });
    expect(packed.statusCode).toBeLessThan(500);
    expect(packed.json().code).not.toBe(0);
  });

  it('keeps /api answering envelopes and never serves files outside the tenant folder', async () => {
    expect((await get('/api/tenant/config', 'ngn.localhost')).json().code).toBe(0);
    expect((await get('/api/nothing', 'ngn.localhost')).json().code).toBe(10002);
    for (const probe of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const res = await get(probe, 'ngn.localhost');
      expect(res.body).not.toContain('outside any tenant');
    }
  });

  it('explains a missing build', async () => {
    const inr = await get('/', 'inr.localhost');
    expect(inr.statusCode).toBe(404);
    expect(inr.body).toContain('not built');
  });

  it("sends an unknown host's pages to the app's own /unauthorized screen, answered 403", async () => {
    const market = await get('/market?tab=1', 'other.localhost:8080');
    expect(market.statusCode).toBe(302);
    expect(market.headers.location).toBe('/unauthorized');
    const page = await get('/unauthorized', 'other.localhost:8080');
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('<title>ngn</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    // The app's scripts load, so it can render the screen; the API keeps its coded refusal.
    const asset = await get('/assets/app-abc123.js', 'evil.example.com');
    expect(asset.statusCode).toBe(200);
    const api = await get('/api/tenant/config', 'evil.example.com');
    expect(api.json().code).not.toBe(0);
  });
});
