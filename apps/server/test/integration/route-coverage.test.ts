import { endpointList, toRoutePath } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFeatures } from '../../src/features';
import { startTestApp, type TestApp } from '../support/test-app';

/** The platform half of the API: everything of sections 7.1 and 7.2 that is not money, and the account's security (issue 20). */
const PLATFORM = [
  'GET /tenant/config',
  'POST /news/mainPageNews',
  'POST /news/pageNews',
  'GET /news/{id}',
  'GET /app/imageCarousel',
  'GET /app/quickAccess',
  'POST /app/upload',
  'GET /stock/mainPageIndex',
  'GET /stock/index',
  'GET /stock/page',
  'POST /stock/rank',
  'GET /stock/detail',
  'GET /stock/marketStatus',
  'GET /stock/historyKline',
  'GET /stock/statistics',
  'POST /stock/favorite/{id}',
  'DELETE /stock/favorite/{id}',
  'GET /stock/myStocks',
  'GET /stock/favPage',
  'POST /user/login',
  'POST /user/register',
  'POST /user/logout',
  'PUT /user/password',
  'POST /user/password/forgot',
  'POST /user/password/reset',
  'PUT /user/opPwd',
  'GET /user/chartSettings',
  'PUT /user/chartSettings',
  'GET /user/opPwd',
  'GET /user',
  'GET /user/sessions',
  'DELETE /user/sessions/{id}',
  'POST /user/sessions/revokeOthers',
  'GET /user/passkeys',
  'POST /user/passkeys/options',
  'POST /user/passkeys',
  'DELETE /user/passkeys/{id}',
  'POST /user/passkeyLogin/options',
  'POST /user/passkeyLogin',
  'GET /user/notifications',
  'GET /user/notifications/unread',
  'POST /user/notifications/read',
  'POST /user/security/notMe',
  'POST /alert/create',
  'GET /alert/list',
  'POST /alert/delete',
  'POST /user/login/second-factor',
  'POST /user/step-up',
  'POST /user/step-up/passkeyOptions',
  'GET /user/twoFactor',
  'POST /user/twoFactor/setup',
  'POST /user/twoFactor/confirm',
  'POST /user/twoFactor/disable',
  'POST /user/twoFactor/recoveryCodes',
];

const NOT_AVAILABLE = { code: 10002, msg: 'This service is not available yet', data: null };

/** Endpoints that answer "not available" when called anonymously with no input. */
async function probePending(app: TestApp['app']): Promise<string[]> {
  const pending: string[] = [];
  for (const e of endpointList) {
    const res = await app.inject({
      method: e.method,
      url: `/api${e.path.replace('{id}', '1')}`,
      headers: { host: 'ngn.localhost' },
    });
    const body = res.json();
    if (body.msg === NOT_AVAILABLE.msg) {
      expect(body).toEqual(NOT_AVAILABLE);
      pending.push(`${e.method} ${e.path}`);
    }
  }
  return pending;
}

describe('route coverage against the contract', () => {
  let t: TestApp;
  let platformOnly: TestApp;
  beforeAll(async () => {
    // One after the other: two PGlite boots at once starve a 2-core machine.
    t = await startTestApp('pglite');
    platformOnly = await startTestApp('pglite', { features: platformFeatures });
  });
  afterAll(() => Promise.all([t?.close(), platformOnly?.close()]));

  it('registers a route for every one of the contract endpoints', () => {
    for (const e of endpointList) {
      expect(
        t.app.hasRoute({ method: e.method, url: `/api${toRoutePath(e.path)}` }),
        `${e.method} ${e.path}`,
      ).toBe(true);
    }
  });

  it('serves every platform path with a handler; the rest answer "not available"', async () => {
    const platform = new Set(platformFeatures.flatMap((f) => Object.keys(f.handlers ?? {})));
    const served = endpointList
      .filter((e) => platform.has(e.name))
      .map((e) => `${e.method} ${e.path}`);
    expect(served.sort()).toEqual([...PLATFORM].sort());

    // The platform alone serves its paths; the money paths answer "not available" until their features are added.
    const pending = await probePending(platformOnly.app);
    expect(pending.filter((p) => PLATFORM.includes(p))).toEqual([]);
    expect(pending).toHaveLength(endpointList.length - PLATFORM.length);
    console.warn(
      `paths left to the money features (${pending.length}):\n${pending.map((p) => `  ${p}`).join('\n')}`,
    );

    // The composed app (platform + money features) leaves nothing pending.
    expect(await probePending(t.app)).toEqual([]);
  });

  it('answers an unknown /api path with a NOT_FOUND envelope, not HTML', async () => {
    const res = await t.app.inject({
      url: '/api/no/such/thing',
      headers: { host: 'ngn.localhost' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 10002, msg: 'Not found', data: null });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
