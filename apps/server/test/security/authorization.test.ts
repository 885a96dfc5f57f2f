import { endpointList, ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVESTOR, DEMO_OPERATOR } from '../../src/seed/demo-accounts';
import { api, newInvestor, ok, servicesOf, uploadImage, type Investor } from '../money/money-api';
import { login } from '../support/api';
import { staffLogin } from '../support/staff';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminEndpoints } from './admin-routes';
import { dataFingerprint } from './data-fingerprint';
import { send } from './hostile-input';

const NO_TOKEN = ERRORS.NO_TOKEN.code;
const url = (path: string) => `/api${path.replace(/\{\w+\}/g, '1')}`;

/** Lists that show only the caller's own records. */
const OWN_LISTS = [
  ['POST', '/stockTrade/position'],
  ['POST', '/stockTrade/buyRecord'],
  ['POST', '/stockTrade/sellRecord'],
  ['POST', '/finance/depositRecord'],
  ['POST', '/finance/withdrawRecord'],
  ['POST', '/finance/transaction'],
  ['POST', '/exchange/exchangeRecord'],
  ['POST', '/ipo/pageApply'],
  ['POST', '/quantitative/orders'],
  ['GET', '/stock/myStocks'],
] as const;

describe.each(DB_KINDS)('authorization on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  async function expectEveryAuthEndpoint(headers: Record<string, string>, code: number) {
    for (const e of endpointList.filter((x) => x.auth)) {
      const res = await send(t.app, { method: e.method, url: url(e.path), headers });
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
      expect(res.body, `${e.method} ${e.path}`).toMatchObject({ code, data: null });
    }
  }

  it('answers the session-ended code on every authed endpoint without a valid token, and never on the public ones', async () => {
    await expectEveryAuthEndpoint({ host: 'ngn.localhost' }, NO_TOKEN);
    await expectEveryAuthEndpoint({ host: 'ngn.localhost', token: 'x'.repeat(4096) }, NO_TOKEN);
    for (const e of endpointList.filter((x) => !x.auth)) {
      const res = await send(t.app, {
        method: e.method,
        url: url(e.path),
        headers: { host: 'ngn.localhost' },
      });
      expect(res.status, `${e.method} ${e.path}`).not.toBe(401);
      expect(res.status).not.toBe(500);
    }
  });

  it('refuses a token on another tenant host, and a logged-out token everywhere', async () => {
    const token = await login(t.app, DEMO_INVESTOR.username, DEMO_INVESTOR.password);
    for (const host of ['inr.localhost', 'brl.localhost', 'usd.localhost'])
      await expectEveryAuthEndpoint({ host, token }, NO_TOKEN);
    const me = await newInvestor(t.app);
    await ok(t.app, 'POST', '/user/logout', { token: me.token });
    await expectEveryAuthEndpoint({ host: me.host, token: me.token }, ERRORS.TOKEN_REVOKED.code);
  });

  it('opens the operator API only to operators of the host tenant', async () => {
    const routes = adminEndpoints(t.app);
    expect(routes.length).toBeGreaterThan(10);
    const investor = await login(t.app, DEMO_INVESTOR.username, DEMO_INVESTOR.password);
    const operator = await staffLogin(t.app, DEMO_OPERATOR.username);
    const callers: Array<[Record<string, string>, number]> = [
      [{ host: 'ngn.localhost' }, NO_TOKEN],
      [{ host: 'ngn.localhost', token: investor }, ERRORS.FORBIDDEN.code],
      // The ngn operator's token means nothing on another tenant's host.
      [{ host: 'inr.localhost', token: operator }, NO_TOKEN],
    ];
    for (const e of routes) {
      for (const [headers, code] of callers) {
        const res = await send(t.app, { method: e.method, url: url(e.path), headers });
        expect(res.body.code, `${e.name} as ${JSON.stringify(headers)}`).toBe(code);
      }
    }
  });

  it('refuses a reviewer every call beyond the review permission', async () => {
    const routes = adminEndpoints(t.app).filter(
      (e) => e.permission !== null && e.permission !== 'review',
    );
    expect(routes.length).toBeGreaterThan(5);
    const reviewer = await staffLogin(t.app, 'reviewer');
    const before = await dataFingerprint(servicesOf(t.app).db);
    for (const e of routes) {
      const res = await send(t.app, {
        method: e.method,
        url: url(e.path),
        headers: { host: 'ngn.localhost', token: reviewer },
      });
      expect(res.body.code, e.name).toBe(ERRORS.FORBIDDEN.code);
    }
    expect(await dataFingerprint(servicesOf(t.app).db)).toEqual(before);
  });

  it("lets an operator act only on their own tenant's records", async () => {
    const ngn = await newInvestor(t.app, 'ngn');
    const receipt = await uploadImage(t.app, ngn, 'DEPOSIT');
    const deposit = await ok(t.app, 'POST', '/finance/deposit', {
      token: ngn.token,
      key: 'dep',
      body: {
        amount: '5000',
        accountName: 'Ada',
        bank: 'B',
        accountNumber: '1',
        receipt,
        authCode: 'FUND-NGN',
      },
    });
    const inrOperator = await staffLogin(t.app, DEMO_OPERATOR.username, 'inr.localhost');
    const before = await dataFingerprint(servicesOf(t.app).db);
    for (const action of ['approve', 'reject']) {
      const res = await send(t.app, {
        method: 'POST',
        url: `/api/admin/deposits/${deposit.id}/${action}`,
        headers: { host: 'inr.localhost', token: inrOperator },
        // Any version: another tenant's item is not found before its version is compared.
        payload: { version: '1', reason: 'FUNDS_NOT_RECEIVED' },
      });
      expect(res.body.code).toBe(ERRORS.NOT_FOUND.code);
    }
    const inrPending = await api(t.app, 'GET', '/admin/deposits', {
      host: 'inr.localhost',
      token: inrOperator,
    });
    expect(JSON.stringify(inrPending.data)).not.toContain(`"id":${deposit.id},`);
    expect(await dataFingerprint(servicesOf(t.app).db)).toEqual(before);
  });

  describe("one investor cannot reach another's records", () => {
    let a: Investor;
    let b: Investor;
    const made: Record<string, number> = {};
    beforeAll(async () => {
      const token = await login(t.app, DEMO_INVESTOR.username, DEMO_INVESTOR.password);
      a = { ...(await newInvestor(t.app)), token };
      b = await newInvestor(t.app);
      made.bank = (
        await ok(t.app, 'POST', '/userBank/add', {
          token,
          // In the demo's KYC name, and not the account its seed already saved.
          body: { accountName: 'Demo Investor', bank: 'Access Bank', accountNumber: '1029384753' },
        })
      ).id;
      made.kycPhoto = await uploadImage(t.app, a, 'KYC');
      made.receipt = await uploadImage(t.app, a, 'DEPOSIT');
      made.deposit = (
        await ok(t.app, 'POST', '/finance/deposit', {
          token,
          key: 'a-dep',
          body: {
            amount: '5000',
            accountName: 'Demo',
            bank: 'B',
            accountNumber: '1',
            receipt: made.receipt,
            authCode: 'FUND-NGN',
          },
        })
      ).id;
      await ok(t.app, 'POST', '/stock/favorite/1001', { token });
      const ipos = await ok(t.app, 'POST', '/ipo/pageIpo', { token, body: {} });
      const ipo = ipos.records.find((r: { amountOpen: boolean }) => r.amountOpen);
      made.application = (
        await ok(t.app, 'POST', '/ipo/applyIpo', {
          token,
          key: 'a-ipo',
          body: { id: ipo.id, amount: 100 },
        })
      ).id;
    });

    it("refuses B's changes to A's bank, uploads and application, and changes nothing", async () => {
      const before = await dataFingerprint(servicesOf(t.app).db);
      const as = { token: b.token };
      const attempts = [
        await api(t.app, 'PUT', '/userBank/update', {
          ...as,
          body: {
            id: made.bank,
            accountName: 'Mallory',
            bank: 'Access Bank',
            accountNumber: '0123456784',
          },
        }),
        await api(t.app, 'DELETE', '/userBank/delete', { ...as, query: { bankId: made.bank! } }),
        await api(t.app, 'POST', '/kyc', {
          ...as,
          body: {
            name: 'M',
            idType: 'NIN',
            idNumber: '12345678901',
            bank: 'Access Bank',
            cardNo: '0123456784',
            photo: [made.kycPhoto],
          },
        }),
        await api(t.app, 'POST', '/finance/deposit', {
          ...as,
          key: 'b-dep',
          body: {
            amount: '5000',
            accountName: 'M',
            bank: 'B',
            accountNumber: '1',
            receipt: made.receipt,
            authCode: 'FUND-NGN',
          },
        }),
        await api(t.app, 'POST', '/ipo/funding', {
          ...as,
          key: 'b-fund',
          body: { id: made.application, amount: '10' },
        }),
      ];
      for (const res of attempts) expect(res.code, res.msg).not.toBe(0);
      // Naming another user's upload is refused as if it did not exist.
      expect(attempts[2]!.msg).toBe('Upload the file again: this one was not found');
      expect(attempts[3]!.msg).toBe('Upload the file again: this one was not found');
      expect(await dataFingerprint(servicesOf(t.app).db)).toEqual(before);
    });

    it("shows B none of A's records, while A sees them", async () => {
      for (const [method, path] of OWN_LISTS) {
        const theirs = await ok(t.app, method, path, {
          token: b.token,
          ...(method === 'POST' ? { body: {} } : {}),
        });
        expect(theirs.total, `${method} ${path}`).toBe(0);
      }
      // The favourites search lists every stock, marking the caller's own favourites.
      const search = await ok(t.app, 'GET', '/stock/favPage', {
        token: b.token,
        query: { pageSize: 100 },
      });
      expect(search.records.filter((r: { favorite: boolean }) => r.favorite)).toEqual([]);
      expect(await ok(t.app, 'POST', '/userBank', { token: b.token })).toEqual([]);
      expect(await ok(t.app, 'GET', '/kyc', { token: b.token })).toBeNull();
      const mine = (method: 'GET' | 'POST', path: string) =>
        ok(t.app, method, path, { token: a.token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(
        (await mine('POST', '/finance/depositRecord')).records.map((r: { id: number }) => r.id),
      ).toContain(made.deposit);
      expect(
        (await mine('POST', '/ipo/pageApply')).records.map((r: { id: number }) => r.id),
      ).toContain(made.application);
      expect((await mine('POST', '/userBank')).map((r: { id: number }) => r.id)).toContain(
        made.bank,
      );
      expect((await mine('GET', '/stock/myStocks')).total).toBeGreaterThan(0);
    });
  });
});
