import { SCHEME_SCRIPT } from '@trading/contract/tenant';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInvestor } from '../money/money-api';
import { tempWebDist, type TempWebDist } from '../support/temp-web-dist';
import { startTestApp, type TestApp } from '../support/test-app';

/** Same-origin files, plus the one inline script every page runs before paint, by its hash. */
const SCRIPT_SOURCES = [
  "'self'",
  `'sha256-${createHash('sha256').update(SCHEME_SCRIPT).digest('base64')}'`,
];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Parses a Content-Security-Policy header into its directives. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers on the served web app, the API and uploads', () => {
  let t: TestApp;
  let webDist: TempWebDist;
  beforeAll(async () => {
    webDist = tempWebDist({
      'ngn/index.html': '<!doctype html><title>ngn</title>',
      'ngn/sw.js': 'self.addEventListener("fetch", () => {});',
    });
    t = await startTestApp('pglite', { env: { NODE_ENV: 'production', WEB_DIST: webDist.dir } });
  });
  afterAll(async () => {
    await t?.close();
    webDist?.remove();
  });

  const get = (url: string) => t.app.inject({ url, headers: { host: 'ngn.localhost' } });

  it('serves the service worker as a script that is checked for a new deploy on every load', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('sends a CSP that runs only same-origin scripts and the scheme script, and refuses framing by other sites', async () => {
    for (const url of ['/', '/stock/1001', '/api/tenant/config']) {
      const res = await get(url);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(SCRIPT_SOURCES);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      // The live feed and the API are same-origin; styled-components and Highcharts write inline styles.
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toContain("'unsafe-inline'");
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves uploads with nosniff and their sniffed type, so a browser never runs them as a page', async () => {
    const me = await newInvestor(t.app);
    const form = new FormData();
    form.append('bizType', 'KYC');
    form.append('file', new Blob([PNG], { type: 'text/html' }), 'page.html');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/app/upload',
      headers: { host: me.host, token: me.token },
      payload: form,
    });
    const file = await get(upload.json().data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(file.headers['content-security-policy'])['script-src']).toEqual(
      SCRIPT_SOURCES,
    );
  });

  it('marks every signed-in API answer no-store, and leaves anonymous public answers alone', async () => {
    const me = await newInvestor(t.app);
    for (const url of ['/api/user', '/api/user/balance', '/api/tenant/config', '/api/nothing']) {
      const res = await t.app.inject({ url, headers: { host: me.host, token: me.token } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const failed = await t.app.inject({
      url: '/api/user',
      headers: { host: me.host, token: 'revoked-or-junk' },
    });
    expect(failed.headers['cache-control']).toBe('no-store');
    expect((await get('/api/tenant/config')).headers['cache-control']).toBeUndefined();
  });

  it('echoes a well-formed x-request-id and replaces any other with a fresh one', async () => {
    const idOf = async (value?: string) =>
      (
        await t.app.inject({
          url: '/api/tenant/config',
          headers: {
            host: 'ngn.localhost',
            ...(value === undefined ? {} : { 'x-request-id': value }),
          },
        })
      ).headers['x-request-id'];
    expect(await idOf('support-ticket_42')).toBe('support-ticket_42');
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const hostile of ['a'.repeat(65), 'x\u0000y', '<script>', 'a b', '../etc', '']) {
      expect(await idOf(hostile), JSON.stringify(hostile)).toMatch(uuid);
    }
    expect(await idOf()).toMatch(uuid);
  });
});
