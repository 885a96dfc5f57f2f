import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR } from '../../src/seed/demo-accounts';
import { call, login } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MAX_BYTES = 4096;

function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('file', new Blob([file.data], { type: file.type }), file.name);
  return body;
}

describe.each(DB_KINDS)('uploads on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
    token = await login(t.app, DEMO_INVESTOR.username, DEMO_INVESTOR.password);
  });
  afterAll(() => t?.close());

  const upload = async (
    payload: FormData | string,
    opts: { token?: string; host?: string } = { token },
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/upload',
      headers: { host: opts.host ?? 'ngn.localhost', ...(opts.token ? { token: opts.token } : {}) },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('stores an image sniffed by content and serves it back on its tenant only', async () => {
    const res = await upload(
      form({ bizType: 'KYC' }, { data: PNG, name: 'id-front.png', type: 'image/png' }),
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.id).toBeGreaterThan(0);
    expect(res.body.data.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{32}$/);
    const file = await t.app.inject({ url: res.body.data.url, headers: { host: 'ngn.localhost' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const elsewhere = await t.app.inject({
      url: res.body.data.url,
      headers: { host: 'inr.localhost' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe(10002);
  });

  it('requires a session', async () => {
    const res = await upload(
      form({ bizType: 'KYC' }, { data: PNG, name: 'a.png', type: 'image/png' }),
      {},
    );
    expect(res.body.code).toBe(-99999);
  });

  it('rejects a file whose bytes are not an accepted image, whatever its name and type say', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const res = await upload(
      form({ bizType: 'DEPOSIT' }, { data: script, name: 'receipt.png', type: 'image/png' }),
    );
    expect(res.body).toMatchObject({
      code: 10001,
      msg: 'Only JPEG, PNG, WebP, GIF or HEIC images are accepted',
    });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32)]);
    expect(
      (
        await upload(
          form({ bizType: 'DEPOSIT' }, { data: pdf, name: 'r.pdf', type: 'application/pdf' }),
        )
      ).body.code,
    ).toBe(10001);
  });

  it('rejects a file above UPLOAD_MAX_BYTES', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES * 2)]);
    const res = await upload(
      form({ bizType: 'KYC' }, { data: big, name: 'big.png', type: 'image/png' }),
    );
    expect(res.body.code).toBe(10001);
    expect(res.body.msg).toMatch(/too large/);
  });

  it('never uses the client file name: traversal names stay inside the upload folder', async () => {
    const before = readdirSync(t.config.uploadDir, { recursive: true }).length;
    const res = await upload(
      form({ bizType: 'KYC' }, { data: PNG, name: '../../../../tmp/evil.png', type: 'image/png' }),
    );
    expect(res.body.code).toBe(0);
    const entries = readdirSync(t.config.uploadDir, { recursive: true }).map(String);
    // The file, plus its shard folder unless an earlier key shared the first two characters.
    expect(entries.length - before).toBeGreaterThanOrEqual(1);
    expect(entries.length - before).toBeLessThanOrEqual(2);
    expect(entries.some((e) => e.includes('evil'))).toBe(false);
    const key = res.body.data.url.split('/').pop();
    expect(entries).toContain(join(key.slice(0, 2), key));
    for (const probe of [
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      '/api/files/%2e%2e',
      '/api/files/evil.png',
    ]) {
      const r = await t.app.inject({ url: probe, headers: { host: 'ngn.localhost' } });
      expect(r.statusCode).toBe(404);
    }
  });

  it('validates bizType, the file part and the content type', async () => {
    expect(
      (await upload(form({ bizType: 'SELFIE' }, { data: PNG, name: 'a.png', type: 'image/png' })))
        .body.code,
    ).toBe(10001);
    expect((await upload(form({ bizType: 'KYC' }))).body.msg).toBe('file is required');
    const json = await call(t.app, 'POST', '/app/upload', { token, body: { bizType: 'KYC' } });
    expect(json.body).toMatchObject({
      code: 10001,
      msg: 'The request must be multipart/form-data',
    });
  });
});
