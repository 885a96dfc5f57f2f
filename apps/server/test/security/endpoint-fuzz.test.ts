import { endpointList, ERRORS, errorByCode, pathParamNames } from '@trading/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWithMoneyNumbers } from '../../src/http/money-numbers';
import { DEMO_INVESTOR, DEMO_STAFF } from '../../src/seed/demo-accounts';
import { expectLedgerConsistent, servicesOf } from '../money/money-api';
import { login } from '../support/api';
import { staffLogin } from '../support/staff';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminEndpoints } from './admin-routes';
import { dataFingerprint } from './data-fingerprint';
import { HOSTILE_BODIES, hostileFields, send, toRequest } from './hostile-input';

/** Enough cases per endpoint to meet every kind of hostile value, few enough for a one-minute file. */
const RUNS = 20;
/**
 * A test sends hundreds of requests (every endpoint, RUNS cases each): about 30 s on a loaded
 * 2-core machine, more while the browser suite shares it.
 */
const SWEEP = { timeout: 180_000 };

/** Codes a refused request may carry: VALIDATION, or the sign-up rate limit a fuzzer trips. */
const REFUSED = [ERRORS.VALIDATION.code, ERRORS.RATE_LIMITED.code];

/** An answer any request may get: a catalogue code with its HTTP status, never INTERNAL. */
function expectCatalogued(res: { status: number; body: { code: number; data: unknown } }) {
  expect(res.status).not.toBe(500);
  expect(res.body.code).not.toBe(ERRORS.INTERNAL.code);
  if (res.body.code === 0) return;
  const info = errorByCode(res.body.code);
  expect(info, `code ${res.body.code}`).toBeDefined();
  expect(res.status).toBe(info!.http);
  expect(res.body.data).toBeNull();
}

describe.each(DB_KINDS)('hostile input to every endpoint on %s', (kind) => {
  let t: TestApp;
  let investor: Record<string, string>;
  let operator: Record<string, string>;
  let before: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const host = 'ngn.localhost';
    investor = { host, token: await login(t.app, DEMO_INVESTOR.username, DEMO_INVESTOR.password) };
    // The widest role, so every admin route reads its input rather than stopping at FORBIDDEN.
    const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
    operator = { host, token: await staffLogin(t.app, admin.username, host) };
    before = await dataFingerprint(servicesOf(t.app).db);
  });
  afterAll(() => t?.close());

  const targets = () => [
    ...endpointList.map((e) => ({ ...e, name: `${e.method} ${e.path}`, headers: investor })),
    ...adminEndpoints(t.app).map((e) => ({ ...e, headers: operator })),
  ];

  it(
    'refuses schema-invalid fields on every endpoint with VALIDATION, as a signed-in caller',
    SWEEP,
    async () => {
      for (const target of targets()) {
        if (Object.keys(target.request.shape).length === 0) continue;
        // A path param too long for the router makes the path unknown: NOT_FOUND is as clear.
        const allowed = pathParamNames(target.path).length
          ? [...REFUSED, ERRORS.NOT_FOUND.code]
          : REFUSED;
        const invalid = hostileFields(target)
          .map((fields) =>
            toRequest(target, fields, { ...target.headers, 'idempotency-key': 'fz' }),
          )
          .filter((r) => !parseWithMoneyNumbers(target.request, r.seen, 'en').success);
        await fc.assert(
          fc.asyncProperty(invalid, async (request) => {
            const res = await send(t.app, request.inject);
            expectCatalogued(res);
            expect(allowed, `${target.name} answered ${JSON.stringify(res.body)}`).toContain(
              res.body.code,
            );
          }),
          { numRuns: RUNS },
        );
      }
    },
  );

  it(
    'answers boundary inputs to the read-only endpoints without a server error',
    SWEEP,
    async () => {
      const reads = targets().filter(
        (e) =>
          e.method === 'GET' ||
          ('response' in e && 'shape' in e.response && 'records' in e.response.shape),
      );
      expect(reads.length).toBeGreaterThan(20);
      for (const target of reads) {
        await fc.assert(
          fc.asyncProperty(hostileFields(target), async (fields) => {
            expectCatalogued(await send(t.app, toRequest(target, fields, target.headers).inject));
          }),
          { numRuns: RUNS },
        );
      }
    },
  );

  it(
    'refuses NUL and other control characters in any field of any endpoint, before any handler runs',
    SWEEP,
    async () => {
      for (const target of targets()) {
        const params = pathParamNames(target.path);
        for (const field of [...Object.keys(target.request.shape), 'unexpected']) {
          for (const hostile of ['a\u0000b', '\u0000', 'x\u001by', '\u007f']) {
            const request = toRequest(
              target,
              { [field]: hostile },
              {
                ...target.headers,
                'idempotency-key': 'control',
              },
            );
            const res = await send(t.app, request.inject);
            expectCatalogued(res);
            const allowed = params.includes(field) ? [...REFUSED, ERRORS.NOT_FOUND.code] : REFUSED;
            expect(
              allowed,
              `${target.name} ${field}=${JSON.stringify(hostile)}: ${res.body.msg}`,
            ).toContain(res.body.code);
          }
        }
      }
    },
  );

  it(
    'refuses malformed, wrong-typed and oversized bodies before any handler runs',
    SWEEP,
    async () => {
      for (const target of targets().filter((e) => e.input !== 'query')) {
        const url = `/api${target.path.replace(/\{\w+\}/g, '1')}`;
        for (const bad of HOSTILE_BODIES) {
          const res = await send(t.app, {
            method: target.method,
            url,
            headers: { ...target.headers, 'content-type': bad.contentType },
            payload: bad.payload,
          });
          expectCatalogued(res);
          expect(REFUSED, `${target.name} with ${bad.name}: ${JSON.stringify(res.body)}`).toContain(
            res.body.code,
          );
        }
      }
    },
  );

  it(
    'refuses ids and counts beyond the 32-bit key range (they used to reach the database and answer 500)',
    SWEEP,
    async () => {
      const big = 2_147_483_648;
      const probes: Array<[string, string, Record<string, string>, unknown?]> = [
        ['GET', `/news/${big}`, investor],
        ['GET', `/user/balanceAndPosition?stockId=${big}`, investor],
        ['DELETE', `/userBank/delete?bankId=${big}`, investor],
        [
          'PUT',
          '/userBank/update',
          investor,
          { id: big, accountName: 'A', bank: 'B', accountNumber: '1' },
        ],
        ['POST', '/blockTrade/buy', investor, { id: big, amount: 1 }],
        ['POST', '/ipo/applyIpo', investor, { id: big, amount: 1 }],
        ['POST', '/ipo/funding', investor, { id: big, amount: '1' }],
        ['POST', '/quantitative/buy', investor, { id: big, amount: '1' }],
        ['POST', '/stockSnapUp/applyOrder', investor, { id: big, amount: 1 }],
        ['POST', `/admin/kyc/${big}/approve`, operator],
        ['POST', `/admin/applications/${big}/allot`, operator, { shares: 1 }],
        ['POST', '/admin/applications/1/allot', operator, { shares: big }],
        ['POST', `/admin/quant/orders/${big}/settle`, operator],
        ['GET', `/admin/audit?cursor=${big}`, operator],
      ];
      for (const [method, url, headers, payload] of probes) {
        const res = await send(t.app, {
          method: method as 'GET',
          url: `/api${url}`,
          headers: { ...headers, 'idempotency-key': 'range' },
          ...(payload ? { payload: payload as object } : {}),
        });
        expect(res.body.code, `${method} ${url}: ${res.body.msg}`).toBe(ERRORS.VALIDATION.code);
      }
    },
  );

  it('changed no data and left the books balanced', async () => {
    expect(await dataFingerprint(servicesOf(t.app).db)).toEqual(before);
    await expectLedgerConsistent(t.app);
  });
});
