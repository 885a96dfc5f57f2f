import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR } from '../../src/seed/demo-accounts';
import { sql } from 'drizzle-orm';
import { sweepUnattachedUploads } from '../../src/uploads/upload-sweep';
import { api, newInvestor, NGN_KYC, ok, servicesOf, type Investor } from '../money/money-api';
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
    expect(res.body.data.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{32}\?exp=\d+&sig=[\w-]{43}$/);
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
    const key = keyOf(res.body.data.url);
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

/** Uploads a file as an investor of ngn; returns the envelope. */
async function uploadAs(t: TestApp, investor: Investor, data: Buffer, bizType = 'KYC') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/app/upload',
    headers: { host: investor.host, token: investor.token },
    payload: form({ bizType }, { data, name: 'a.png', type: 'image/png' }),
  });
  return res.json() as { code: number; msg: string; data: { id: number; url: string } | null };
}

const keyOf = (url: string) => url.split('/').pop()!.split('?')[0]!;
const fileOf = (t: TestApp, url: string) =>
  join(t.config.uploadDir, keyOf(url).slice(0, 2), keyOf(url));

/** Moves uploads back in time, as if they had been sent `hours` ago. */
/** Ids of a user's uploads, oldest first. */
async function uploadIds(t: TestApp, userId: number): Promise<number[]> {
  const result = (await servicesOf(t.app).db.execute(
    sql`select id from uploads where user_id = ${userId} order by id`,
  )) as unknown as { rows: Array<{ id: number | string }> };
  return result.rows.map((r) => Number(r.id));
}

async function age(t: TestApp, ids: number[], hours: number) {
  await servicesOf(t.app).db.execute(sql`
    update uploads set created_at = now() - make_interval(hours => ${hours})
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

describe.each(DB_KINDS)('upload quota and the sweep of unattached uploads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: {
        UPLOAD_DAILY_FILES: '3',
        UPLOAD_DAILY_BYTES: '2048',
        UPLOAD_SWEEP_EVERY_MS: '100',
      },
    });
  });
  afterAll(() => t?.close());

  it('refuses a fourth file in 24 hours with the quota code and a message naming the limit', async () => {
    const me = await newInvestor(t.app);
    for (let i = 0; i < 3; i++) expect((await uploadAs(t, me, PNG)).code).toBe(0);
    const refused = await uploadAs(t, me, PNG);
    expect(refused).toMatchObject({
      code: 20009,
      msg: 'Daily upload limit reached: at most 3 files in 24 hours. Please try again tomorrow',
      data: null,
    });
    // Someone else still uploads; files older than 24 hours no longer count.
    expect((await uploadAs(t, await newInvestor(t.app), PNG)).code).toBe(0);
    const ids = await uploadIds(t, me.userId);
    await age(t, ids, 23);
    expect((await uploadAs(t, me, PNG)).code).toBe(20009);
    await age(t, ids, 25);
    expect((await uploadAs(t, me, PNG)).code).toBe(0);
  });

  it('refuses a file that would pass the daily size and counts parallel uploads one by one', async () => {
    const me = await newInvestor(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(1500)]);
    expect((await uploadAs(t, me, big)).code).toBe(0);
    const refused = await uploadAs(t, me, big);
    expect(refused.code).toBe(20009);
    expect(refused.msg).toBe(
      'Daily upload limit reached: at most 2 KB in 24 hours. Please try again tomorrow',
    );
    // Nothing of the refused file is kept. The background sweep may delete the earlier test's
    // aged files meanwhile, so this asks that no new file appeared rather than for a count.
    const onDisk = new Set(readdirSync(t.config.uploadDir, { recursive: true }).map(String));
    expect((await uploadAs(t, me, big)).code).toBe(20009);
    const added = readdirSync(t.config.uploadDir, { recursive: true })
      .map(String)
      .filter((entry) => !onDisk.has(entry));
    expect(added).toEqual([]);

    const racer = await newInvestor(t.app);
    const results = await Promise.all(Array.from({ length: 6 }, () => uploadAs(t, racer, PNG)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(3);
    expect(results.filter((r) => r.code === 20009)).toHaveLength(3);
  });

  it('the background sweep removes an upload no record names after a day, file included', async () => {
    const me = await newInvestor(t.app);
    const stale = (await uploadAs(t, me, PNG)).data!;
    const fresh = (await uploadAs(t, me, PNG)).data!;
    expect(existsSync(fileOf(t, stale.url))).toBe(true);
    await age(t, [stale.id], 25);
    await expect
      .poll(() => existsSync(fileOf(t, stale.url)), { timeout: 10_000, interval: 100 })
      .toBe(false);
    expect(await uploadIds(t, me.userId)).toEqual([fresh.id]);
    expect(existsSync(fileOf(t, fresh.url))).toBe(true);
    const gone = await t.app.inject({ url: stale.url, headers: { host: 'ngn.localhost' } });
    expect(gone.statusCode).toBe(404);
  });
});

describe.each(DB_KINDS)('sweeping unattached uploads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('keeps KYC photos and deposit receipts, and uploads younger than a day', async () => {
    const me = await newInvestor(t.app);
    const orphan = (await uploadAs(t, me, PNG)).data!;
    const young = (await uploadAs(t, me, PNG)).data!;
    const photo = (await uploadAs(t, me, PNG)).data!;
    const receipt = (await uploadAs(t, me, PNG, 'DEPOSIT')).data!;
    await ok(t.app, 'POST', '/kyc', {
      token: me.token,
      body: { ...NGN_KYC, bank: 'Access Bank', cardNo: '0123456784', photo: [photo.id] },
    });
    await ok(t.app, 'POST', '/finance/deposit', {
      token: me.token,
      body: {
        amount: '1000',
        accountName: 'Ada Obi',
        bank: 'Access Bank',
        accountNumber: '0123456784',
        receipt: receipt.id,
        authCode: 'FUND-NGN',
      },
    });
    await age(t, [orphan.id, photo.id, receipt.id], 25);
    await age(t, [young.id], 23);
    const { db, files } = servicesOf(t.app);
    expect(await sweepUnattachedUploads(db, files, new Date(), 24 * 3600 * 1000)).toEqual([
      keyOf(orphan.url),
    ]);
    expect(existsSync(fileOf(t, orphan.url))).toBe(false);
    for (const kept of [young, photo, receipt]) expect(existsSync(fileOf(t, kept.url))).toBe(true);
    // The KYC record still shows its photo.
    const kyc = await api(t.app, 'GET', '/kyc', { token: me.token });
    expect(kyc.data.photo).toEqual([expect.objectContaining({ id: photo.id, url: photo.url })]);
    expect(await sweepUnattachedUploads(db, files, new Date(), 24 * 3600 * 1000)).toEqual([]);
  });
});
