import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInvestor, ok, submitKyc, uploadImage, type Investor } from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { signInStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

const HOST = 'ngn.localhost';

describe.each(DB_KINDS)("investors' files on short-lived signed urls on %s", (kind) => {
  let t: TestApp;
  // Moved past a url's life by the expiry test, never back.
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => clock });
  });
  afterAll(() => t?.close());

  const fetch = async (url: string, host = HOST) =>
    (await t.app.inject({ url, headers: { host } })).statusCode;
  const unsigned = (url: string) => url.split('?')[0]!;

  async function kycPhotoUrl(me: Investor): Promise<string> {
    await submitKyc(t.app, me);
    const record = await ok(t.app, 'GET', '/kyc', { token: me.token });
    return record.photo[0].url;
  }

  it('serves a KYC photo to its owner on the signed url, and nobody on the bare or a forged one', async () => {
    const me = await newInvestor(t.app);
    const url = await kycPhotoUrl(me);
    expect(url).toMatch(/^\/api\/files\/[\w-]{32}\?exp=\d+&sig=[\w-]{43}$/);
    expect(await fetch(url)).toBe(200);
    // The bare path (the old capability url), with no session or with one, is refused.
    const bare = await t.app.inject({ url: unsigned(url), headers: { host: HOST } });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe(ERRORS.FORBIDDEN.code);
    const withToken = await t.app.inject({
      url: unsigned(url),
      headers: { host: HOST, token: me.token },
    });
    expect(withToken.statusCode).toBe(403);
    // A signature is for one file and one expiry.
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(await fetch(`${unsigned(url)}?exp=${exp + 300_000}&sig=${sig}`)).toBe(403);
    const other = await kycPhotoUrl(await newInvestor(t.app));
    expect(await fetch(`${unsigned(other)}?exp=${exp}&sig=${sig}`)).toBe(403);
    expect(await fetch(`${unsigned(url)}?exp=${exp}&sig=${sig.slice(0, -2)}AA`)).toBe(403);
    // Only on its own tenant.
    expect(await fetch(url, 'inr.localhost')).toBe(404);
  });

  it("gives staff the queue's photos and receipts on signed urls", async () => {
    const me = await newInvestor(t.app);
    await kycPhotoUrl(me);
    const as = await signInStaff(t.app, HOST);
    const queue = await ok(t.app, 'GET', '/admin/kyc', as('reviewer'));
    const mine = queue.find((k: { userId: number }) => k.userId === me.userId);
    expect(mine.photoUrls[0]).toMatch(/\?exp=\d+&sig=/);
    expect(await fetch(mine.photoUrls[0])).toBe(200);
    expect(await fetch(unsigned(mine.photoUrls[0]))).toBe(403);

    const receipt = await uploadImage(t.app, me, 'DEPOSIT');
    const deposit = await ok(t.app, 'POST', '/finance/deposit', {
      token: me.token,
      body: {
        amount: '250000',
        authCode: 'FUND-NGN',
        receipt,
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
        accountName: 'Ada Obi',
      },
    });
    expect(await fetch(deposit.receiptUrl)).toBe(200);
    expect(await fetch(unsigned(deposit.receiptUrl))).toBe(403);
    const deposits = await ok(t.app, 'GET', '/admin/deposits', as('reviewer'));
    const pending = deposits.find((d: { id: number }) => d.id === deposit.id);
    expect(await fetch(pending.receiptUrl)).toBe(200);
  });

  it('refuses a signed url once it has expired (10 to 15 minutes)', async () => {
    const me = await newInvestor(t.app);
    const url = await kycPhotoUrl(me);
    clock += 9 * 60_000;
    expect(await fetch(url)).toBe(200);
    clock += 7 * 60_000;
    expect(await fetch(url)).toBe(403);
    // Reading the record again hands out a fresh one.
    const again = (await ok(t.app, 'GET', '/kyc', { token: me.token })).photo[0].url;
    expect(await fetch(again)).toBe(200);
  });
});
