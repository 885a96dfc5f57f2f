import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchOrders } from '../../src/orders/match-orders';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, ok, servicesOf } from '../money/money-api';
import { flatPrice, NO_BACKGROUND_MATCHING } from './order-api';
import { expectOrderBookConsistent } from './order-invariants';

const DANGCEM = 1001;

// PostgreSQL runs the matcher passes and the cancels truly in parallel (a pool of connections).
describe('cancels racing fills on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('postgres', { env: NO_BACKGROUND_MATCHING });
  });
  afterAll(() => t?.close());

  it('each order either fills or is cancelled, never both, and is paid for once', async () => {
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '100000');
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const order = await ok(t.app, 'POST', '/order/place', {
        token: me.token,
        body: {
          stockId: DANGCEM,
          side: 'BUY',
          type: 'LIMIT',
          quantity: 10,
          limitPrice: '20.00',
          timeInForce: 'GTC',
        },
      });
      ids.push(order.id);
    }
    const { db } = servicesOf(t.app);
    // Three "processes" match at a price that fills everything while every order is cancelled twice.
    const passes = Array.from({ length: 3 }, () => matchOrders(db, flatPrice(19), Date.now()));
    const cancels = ids.flatMap((id) =>
      [0, 1].map(() => api(t.app, 'POST', '/order/cancel', { token: me.token, body: { id } })),
    );
    const [filled, answers] = await Promise.all([Promise.all(passes), Promise.all(cancels)]);
    for (const a of answers) expect([0, 20014]).toContain(a.code);
    const cancelled = new Set(answers.filter((a) => a.code === 0).map((a) => a.data.id));
    const fills = filled.reduce((a, b) => a + b, 0);
    expect(cancelled.size + fills).toBe(ids.length);
    const history = await ok(t.app, 'POST', '/order/history', {
      token: me.token,
      body: { pageSize: 100 },
    });
    for (const order of history.records) {
      expect(order.status).toBe(cancelled.has(order.id) ? 'CANCELLED' : 'FILLED');
    }
    await expectOrderBookConsistent(t.app, me.userId);
  });
});
