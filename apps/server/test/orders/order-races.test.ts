import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingOrders } from '../../src/db/schema';
import { toUnits } from '../../src/ledger/decimal';
import { matchOrders } from '../../src/orders/match-orders';
import { creditPosition } from '../../src/trading/position-repository';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, ok, servicesOf, type Investor } from '../money/money-api';
import { flatPrice, NO_BACKGROUND_MATCHING } from './order-api';
import { expectOrderBookConsistent } from './order-invariants';

const DANGCEM = 1001;

/** A limit far from the market, so it waits: what it holds is a buy's cash or a sell's shares. */
function placement(side: string, lots: number) {
  return side === 'SELL'
    ? sellOrder(lots * 10)
    : { ...sellOrder(lots * 10), side, limitPrice: '20.00' };
}

function sellOrder(quantity: number) {
  return {
    stockId: DANGCEM,
    side: 'SELL',
    type: 'LIMIT',
    quantity,
    limitPrice: '900.00',
    timeInForce: 'GTC',
  };
}

// PostgreSQL runs the matcher passes and the cancels truly in parallel (a pool of connections).
describe('orders on PostgreSQL, where calls truly run in parallel', () => {
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

  async function giveShares(me: Investor, quantity: number) {
    await servicesOf(t.app).db.transaction((tx) =>
      creditPosition(tx as never, {
        tenantId: me.tenantId,
        userId: me.userId,
        instrumentId: DANGCEM,
        quantity,
        cost: toUnits('10.00') * BigInt(quantity),
      }),
    );
  }

  /** The investor's order rows by id, read from the database. */
  async function rowsOf(me: Investor) {
    const rows = await servicesOf(t.app)
      .db.select()
      .from(workingOrders)
      .where(eq(workingOrders.userId, me.userId));
    return new Map(rows.map((row) => [row.id, row]));
  }

  it('20 parallel keyed sells of 10 on 30 shares: 3 orders, 3 successes, 17 refusals that a retry repeats', async () => {
    const me = await newInvestor(t.app);
    await giveShares(me, 30);
    const place = (i: number) =>
      api(t.app, 'POST', '/order/place', {
        token: me.token,
        key: `sell-${i}`,
        body: sellOrder(10),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => place(i)));
    const rows = await rowsOf(me);
    const accepted = answers.filter((a) => a.code === 0);
    expect(accepted.map((a) => rows.has(a.data.id))).toEqual([true, true, true]);
    expect(rows.size).toBe(3);
    const refusedKeys = answers.flatMap((a, i) => (a.code === 0 ? [] : [i]));
    for (const i of refusedKeys) expect(answers[i]!.code).toBe(20008);
    // The key of a refusal was not spent on a success: its retry is refused again.
    for (const retried of await Promise.all(refusedKeys.map(place))) {
      expect(retried.code).toBe(20008);
    }
    expect((await rowsOf(me)).size).toBe(3);
    await expectOrderBookConsistent(t.app, me.userId);
  });

  it('a refused placement does not spend its key: the same key places once the hold can be taken', async () => {
    const me = await newInvestor(t.app);
    const buy = placement('BUY', 1);
    const refused = await api(t.app, 'POST', '/order/place', {
      token: me.token,
      key: 'k1',
      body: buy,
    });
    expect(refused.code).toBe(20001);
    await fund(t.app, me, 'NGN', '1000');
    const placed = await ok(t.app, 'POST', '/order/place', {
      token: me.token,
      key: 'k1',
      body: buy,
    });
    expect((await rowsOf(me)).get(placed.id)).toMatchObject({ side: 'BUY', quantity: 10 });
    const again = await ok(t.app, 'POST', '/order/place', {
      token: me.token,
      key: 'k1',
      body: buy,
    });
    expect(again.id).toBe(placed.id);
    await expectOrderBookConsistent(t.app, me.userId);
  });

  it('every success answer of concurrent place / cancel / modify, keyed or not, names an order that exists', async () => {
    const me = await newInvestor(t.app);
    // Little of either, so holds are often refused: 2 buys of 10 at 20.00 and 2 sells of 10.
    await fund(t.app, me, 'NGN', '400');
    await giveShares(me, 20);
    const lots = fc.integer({ min: 1, max: 4 });
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('place' as const),
        side: fc.constantFrom('BUY', 'SELL'),
        lots,
        // No key, or one of a few keys shared by several calls of a run.
        key: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('modify' as const), pick: fc.nat(), lots }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 8 }), { maxLength: 3 }),
        async (batches) => {
          run += 1;
          const known = [...(await rowsOf(me)).keys()];
          const byKey = new Map<string, number>();
          for (const batch of batches) {
            const answers = await Promise.all(
              batch.map(async (o) => {
                if (o.kind === 'place') {
                  // Calls sharing a key carry the key's one payload, as a client's retry does.
                  const key = o.key === undefined ? undefined : `r${run}-${o.key}`;
                  const body =
                    key === undefined
                      ? placement(o.side, o.lots)
                      : placement(o.key! % 2 ? 'BUY' : 'SELL', 1);
                  const a = await api(t.app, 'POST', '/order/place', {
                    token: me.token,
                    ...(key ? { key } : {}),
                    body,
                  });
                  return { o, key, a };
                }
                // Before any order exists, an id no order has.
                const id = known.length ? known[o.pick % known.length]! : 2 ** 31 - 1;
                const a =
                  o.kind === 'cancel'
                    ? await api(t.app, 'POST', '/order/cancel', { token: me.token, body: { id } })
                    : await api(t.app, 'POST', '/order/modify', {
                        token: me.token,
                        body: { id, type: 'LIMIT', quantity: o.lots * 10, limitPrice: '900.00' },
                      });
                return { o, key: undefined, a };
              }),
            );
            const rows = await rowsOf(me);
            for (const { o, key, a } of answers) {
              expect([0, 10002, 20001, 20008, 20014]).toContain(a.code);
              if (a.code !== 0) continue;
              const row = rows.get(a.data.id);
              expect(row, `${o.kind} answered id ${a.data.id}`).toBeDefined();
              if (o.kind !== 'place') continue;
              expect(row!.side).toBe(a.data.side);
              if (key) {
                expect(a.data.id).toBe(byKey.get(key) ?? a.data.id);
                byKey.set(key, a.data.id);
              }
              known.push(a.data.id);
            }
            await expectOrderBookConsistent(t.app, me.userId);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it("holds at most the tenant's maxOpenOrders pending orders, however many are placed at once, and lists them a page at a time", async () => {
    const me = await newInvestor(t.app);
    const cap = servicesOf(t.app).tenants.get('ngn')!.rules.trading.maxOpenOrders;
    await giveShares(me, (cap + 10) * 10);
    const place = (i: number) =>
      api(t.app, 'POST', '/order/place', { token: me.token, key: `cap-${i}`, body: sellOrder(10) });
    const answers = await Promise.all(Array.from({ length: cap + 10 }, (_, i) => place(i)));
    const rows = await rowsOf(me);
    const placed = answers.filter((a) => a.code === 0);
    expect(rows.size).toBe(cap);
    expect(new Set(placed.map((a) => a.data.id))).toEqual(new Set(rows.keys()));
    // Refused: the limit, or (a placement that lost every race for a place) try again.
    for (const a of answers.filter((a) => a.code !== 0)) expect([20021, 10009]).toContain(a.code);
    expect((await place(cap + 10)).code).toBe(20021);
    const page = (pageNum: number) =>
      ok(t.app, 'GET', '/order/open', { token: me.token, query: { pageNum, pageSize: 40 } });
    const pages = await Promise.all([1, 2, 3].map(page));
    expect(pages.map((p) => p.total)).toEqual([cap, cap, cap]);
    expect(new Set(pages.flatMap((p) => p.records.map((o: { id: number }) => o.id)))).toEqual(
      new Set([...rows.keys()].slice(0, 120)),
    );
    // A cancel frees a place for the next order.
    const [first] = rows.keys();
    await ok(t.app, 'POST', '/order/cancel', { token: me.token, body: { id: first } });
    expect((await place(cap + 11)).code).toBe(0);
    await expectOrderBookConsistent(t.app, me.userId);
  });
});
