import { ERRORS, MAX_ACTIVE_ALERTS, type PriceAlert } from '@trading/contract';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateAlerts } from '../../src/alerts/alert-evaluator';
import { buildServer } from '../../src/build-server';
import { instrumentsOf } from '../../src/market/instruments';
import { REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { connect, type TestClient } from '../market/ws-test-client';
import { call, uniqueUsername } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const HOST = 'ngn.localhost';
const stock = instrumentsOf('NSENG').find((i) => !i.isIndex)!;
/** Alerts already met are refused: these suites move the price through a waiting one. */
const PRICE_SEAM = { env: { TEST_PRICE_SEAM: 'enabled' } };

/** Sets the price `app`'s simulator quotes for the stock, as the browser tests do. */
async function pinPrice(app: FastifyInstance, price: number) {
  const pinned = await app.inject({
    method: 'POST',
    url: '/__test/price',
    payload: { stockId: stock.id, price: Number(price.toFixed(2)) },
  });
  expect(pinned.statusCode).toBe(200);
}

/** The calls every suite here makes, against the app `app()` returns. */
function alertCalls(app: () => FastifyInstance) {
  return {
    async signUp(): Promise<string> {
      const username = uniqueUsername('al');
      const password = 'abc123';
      await call(app(), 'POST', '/user/register', {
        body: { username, password, authCode: REGISTRATION_CODES.ngn },
      });
      const { body } = await call<{ token: string }>(app(), 'POST', '/user/login', {
        body: { username, password },
      });
      return body.data.token;
    },
    create: (token: string, body: unknown) =>
      call<PriceAlert>(app(), 'POST', '/alert/create', { token, body }).then((r) => r.body),
    list: (token: string) =>
      call<PriceAlert[]>(app(), 'GET', '/alert/list', { token }).then((r) => r.body.data),
    priceAlertNotices: async (token: string, alert: PriceAlert) =>
      (
        await call<Array<{ kind: string; stockId: number | null }>>(
          app(),
          'GET',
          '/user/notifications',
          { token },
        )
      ).body.data.filter((n) => n.kind === 'PRICE_ALERT' && n.stockId === alert.stockId),
  };
}

describe.each(DB_KINDS)('price alerts on %s', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  const sockets: TestClient[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, PRICE_SEAM);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(async () => {
    for (const s of sockets) s.socket.close();
    await t?.close();
  });

  const { signUp, create, list, priceAlertNotices } = alertCalls(() => t.app);
  async function signedInSocket(token: string): Promise<TestClient> {
    const client = await connect(wsUrl, { headers: { host: HOST } });
    sockets.push(client);
    client.send({ action: 'AUTH', token });
    await client.waitFor((m) => m.event === 'auth');
    return client;
  }
  const currentPrice = () => t.app.services.market.quote(stock).price;
  /** An alert half again above the price, then the price driven to twice: the next pass finds it met. */
  async function setMetAlert(token: string) {
    const price = currentPrice();
    const { data: alert } = await create(token, {
      stockId: stock.id,
      kind: 'PRICE_ABOVE',
      value: price * 1.5,
    });
    await pinPrice(t.app, price * 2);
    const isMine = (m: Record<string, unknown>) =>
      m.event === 'notification' &&
      (m.notification as { stockId: number }).stockId === alert.stockId;
    return { alert, isMine };
  }

  it('refuses a price of zero, a change beyond the cap, and an unknown stock', async () => {
    const token = await signUp();
    expect((await create(token, { stockId: stock.id, kind: 'PRICE_ABOVE', value: 0 })).code).toBe(
      ERRORS.VALIDATION.code,
    );
    expect(
      (await create(token, { stockId: stock.id, kind: 'CHANGE_BELOW', value: -5000 })).code,
    ).toBe(ERRORS.VALIDATION.code);
    expect((await create(token, { stockId: 999_999, kind: 'PRICE_ABOVE', value: 1 })).code).toBe(
      ERRORS.NOT_FOUND.code,
    );
  });

  it('refuses an alert the price has already met, saying so, and saves nothing', async () => {
    const token = await signUp();
    const price = currentPrice();
    for (const [kind, value] of [
      ['PRICE_ABOVE', price / 2],
      ['PRICE_BELOW', price * 2],
    ] as const) {
      const refused = await create(token, { stockId: stock.id, kind, value });
      expect(refused.code).toBe(ERRORS.ALERT_ALREADY_MET.code);
      expect(refused.msg).toMatch(/^The price is already .+: this alert would go off at once/);
    }
    expect(await list(token)).toEqual([]);
  });

  it(`keeps at most ${MAX_ACTIVE_ALERTS} waiting alerts per user, and only the owner deletes one`, async () => {
    const token = await signUp();
    // A 900 % daily change never happens in the simulator: these stay waiting.
    const far = { stockId: stock.id, kind: 'CHANGE_ABOVE', value: 900 };
    const created = [];
    for (let n = 0; n < MAX_ACTIVE_ALERTS; n++) created.push(await create(token, far));
    expect(created.every((r) => r.code === 0)).toBe(true);
    const refused = await create(token, far);
    expect(refused.code).toBe(ERRORS.ALERT_LIMIT.code);
    expect(refused.msg).toMatch(/50 price alerts/);

    const stranger = await signUp();
    const id = created[0]!.data.id;
    const theirs = await call(t.app, 'POST', '/alert/delete', { token: stranger, body: { id } });
    expect(theirs.body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await call(t.app, 'POST', '/alert/delete', { token, body: { id } })).body.code).toBe(0);
    expect((await list(token)).map((a) => a.id)).not.toContain(id);
    expect((await create(token, far)).code).toBe(0);
  });

  it('fires an alert once, writes its notification and pushes it to every socket of that user only', async () => {
    const token = await signUp();
    const stranger = await signUp();
    const [first, second] = [await signedInSocket(token), await signedInSocket(token)];
    const other = await signedInSocket(stranger);

    const { alert, isMine } = await setMetAlert(token);
    await first.waitFor(isMine, 0, 10_000);
    await second.waitFor(isMine, 0, 10_000);

    const [listed] = await list(token);
    expect(listed!.triggeredTime).not.toBeNull();
    expect(listed!.triggeredAt).toBeGreaterThanOrEqual(alert.value);
    // Further passes find nothing waiting: still one notification.
    expect(await evaluateAlerts(t.app.services.db, t.app.services.market, Date.now)).toBe(0);
    expect(await priceAlertNotices(token, alert)).toHaveLength(1);
    expect(other.received.some(isMine)).toBe(false);
    expect(await priceAlertNotices(stranger, alert)).toHaveLength(0);
  });

  it('stops pushing to a socket once its session is signed out, and keeps its other sessions', async () => {
    const username = uniqueUsername('so');
    await call(t.app, 'POST', '/user/register', {
      body: { username, password: 'abc123', authCode: REGISTRATION_CODES.ngn },
    });
    const signIn = async () =>
      (
        await call<{ token: string }>(t.app, 'POST', '/user/login', {
          body: { username, password: 'abc123' },
        })
      ).body.data.token;
    const [ended, kept] = [await signIn(), await signIn()];
    const [endedSocket, keptSocket] = [await signedInSocket(ended), await signedInSocket(kept)];
    await call(t.app, 'POST', '/user/logout', { token: ended });

    const { isMine } = await setMetAlert(kept);
    await keptSocket.waitFor(isMine, 0, 10_000);
    // Told its session ended instead, and still served market data.
    const error = await endedSocket.waitFor((m) => m.event === 'error', 0, 10_000);
    expect(error.code).toBe(ERRORS.TOKEN_REVOKED.code);
    endedSocket.send({ action: 'PING' });
    await endedSocket.waitFor((m) => m.event === 'pong');
    expect(endedSocket.received.some(isMine)).toBe(false);
  });

  it('refuses AUTH with a token that is no session, and keeps market data working', async () => {
    const client = await connect(wsUrl, { headers: { host: HOST } });
    sockets.push(client);
    client.send({ action: 'AUTH', token: 'not-a-session' });
    const error = await client.waitFor((m) => m.event === 'error');
    expect(error.code).toBe(ERRORS.NO_TOKEN.code);
    client.send({ action: 'PING' });
    await client.waitFor((m) => m.event === 'pong');
  });
});

// PGlite lives in one process; two processes share a database only on PostgreSQL.
describe.each(DB_KINDS.filter((kind) => kind === 'postgres'))(
  'price alerts across two processes on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, PRICE_SEAM);
    });
    afterAll(() => t?.close());
    const { signUp, create, list, priceAlertNotices } = alertCalls(() => t.app);
    const currentPrice = () => t.app.services.market.quote(stock).price;

    it('fires each alert once when two processes evaluate the same alerts at the same moment', async () => {
      const token = await signUp();
      // A second app on the same database, as a second process of a cluster would be.
      const twin = await buildServer(t.config);
      await twin.ready();
      try {
        const alerts = [];
        for (let n = 0; n < 5; n++)
          alerts.push(
            (
              await create(token, {
                stockId: stock.id,
                kind: 'PRICE_BELOW',
                value: currentPrice() / 2,
              })
            ).data,
          );
        // Both processes quote a quarter of the price: each finds every alert met.
        const quarter = currentPrice() / 4;
        await Promise.all([t.app, twin].map((app) => pinPrice(app, quarter)));
        const passes = await Promise.all(
          [t.app, twin, t.app, twin].map((app) =>
            evaluateAlerts(app.services.db, app.services.market, Date.now),
          ),
        );
        expect((await list(token)).filter((a) => a.triggeredTime === null)).toHaveLength(0);
        // The scheduled passes may have fired some first; together never more than one each.
        expect(passes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(alerts.length);
        expect(await priceAlertNotices(token, alerts[0]!)).toHaveLength(alerts.length);
      } finally {
        await twin.close();
      }
    });
  },
);
