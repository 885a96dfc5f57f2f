import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { call, login, uniqueUsername } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('tenant isolation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('the same username in two tenants is two users with their own passwords and data', async () => {
    const username = uniqueUsername('twin');
    for (const [host, code, password] of [
      ['ngn.localhost', REGISTRATION_CODES.ngn, 'ngn111'],
      ['brl.localhost', REGISTRATION_CODES.brl, 'brl222'],
    ] as const) {
      const res = await call(t.app, 'POST', '/user/register', {
        host,
        body: { username, password, authCode: code },
      });
      expect(res.body.code).toBe(0);
    }
    // Each tenant's registration code works only there.
    const wrongCode = await call(t.app, 'POST', '/user/register', {
      host: 'inr.localhost',
      body: { username, password: 'inr333', authCode: REGISTRATION_CODES.ngn },
    });
    expect(wrongCode.body.code).toBe(20002);

    const ngnToken = await login(t.app, username, 'ngn111', 'ngn.localhost');
    const brlToken = await login(t.app, username, 'brl222', 'brl.localhost');
    expect(
      (
        await call(t.app, 'POST', '/user/login', {
          host: 'brl.localhost',
          body: { username, password: 'ngn111' },
        })
      ).body.code,
    ).toBe(10007);

    const ngnProfile = (
      await call(t.app, 'GET', '/user', { host: 'ngn.localhost', token: ngnToken })
    ).body.data;
    const brlProfile = (
      await call(t.app, 'GET', '/user', { host: 'brl.localhost', token: brlToken })
    ).body.data;
    expect(ngnProfile.account).not.toBe(brlProfile.account);

    await call(t.app, 'POST', '/stock/favorite/1001', { host: 'ngn.localhost', token: ngnToken });
    const brlFavs = await call(t.app, 'GET', '/stock/myStocks', {
      host: 'brl.localhost',
      token: brlToken,
    });
    expect(brlFavs.body.data.total).toBe(0);
    const ngnFavs = await call(t.app, 'GET', '/stock/myStocks', {
      host: 'ngn.localhost',
      token: ngnToken,
    });
    expect(ngnFavs.body.data.total).toBe(1);
  });

  it('a token from one tenant is unknown on another host', async () => {
    const token = await login(t.app, 'demo', 'demo12', 'ngn.localhost');
    for (const host of ['inr.localhost', 'brl.localhost', 'usd.localhost']) {
      const res = await call(t.app, 'GET', '/user', { host, token });
      expect(res.body.code).toBe(-99999);
    }
    // The default host is ngn, so the token works there.
    expect((await call(t.app, 'GET', '/user', { host: 'localhost:8080', token })).body.code).toBe(
      0,
    );
  });
});
