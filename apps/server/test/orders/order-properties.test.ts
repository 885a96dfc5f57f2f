import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/build-server';
import * as schema from '../../src/db/schema';
import { toUnits } from '../../src/ledger/decimal';
import { matchOrders, termsOf } from '../../src/orders/match-orders';
import { evaluate } from '../../src/orders/order-terms';
import { creditPosition } from '../../src/trading/position-repository';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, servicesOf, type Investor } from '../money/money-api';
import { flatPrice, marketPrice, NO_BACKGROUND_MATCHING, runMatcher } from './order-api';
import { expectOrderBookConsistent } from './order-invariants';

const DANGCEM = 1001;

/** The investor's pending orders, read from the database. */
function openOrders(app: FastifyInstance, userId: number) {
  const { workingOrders } = schema;
  return servicesOf(app)
    .db.select()
    .from(workingOrders)
    .where(and(eq(workingOrders.userId, userId), eq(workingOrders.status, 'PENDING')));
}
const FINAL = new Set(['FILLED', 'CANCELLED', 'EXPIRED', 'REJECTED']);

/** Prices as a percentage of the market price, so orders sometimes fill and sometimes wait. */
const percent = fc.integer({ min: 85, max: 115 });
const terms = fc.record({
  type: fc.constantFrom('MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT'),
  lots: fc.integer({ min: 1, max: 4 }),
  limit: percent,
  stop: percent,
});
const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      side: fc.constantFrom('BUY', 'SELL'),
      timeInForce: fc.constantFrom('DAY', 'GTC'),
      terms,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('modify' as const), pick: fc.nat(), terms }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('tick' as const), price: percent }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('restart' as const),
      price: percent,
      late: fc.boolean(),
    }),
  },
);

// On PostgreSQL so a restart can be a second server process on the same database.
describe('order book invariants under random place / cancel / modify / tick / restart', () => {
  let t: TestApp;
  // One investor for every run: registration is rate limited, and state carried between runs
  // only makes the sequences longer.
  let me: Investor;
  beforeAll(async () => {
    t = await startTestApp('postgres', { env: NO_BACKGROUND_MATCHING });
    me = await newInvestor(t.app);
  });
  afterAll(() => t?.close());

  it('keeps the ledger balanced, holds equal to open orders, one end and at most one fill per order', async () => {
    const market = Number(marketPrice(t.app, DANGCEM));
    const at = (p: number) => ((market * p) / 100).toFixed(2);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        await fund(t.app, me, 'NGN', '20000');
        await servicesOf(t.app).db.transaction((tx) =>
          creditPosition(tx as never, {
            tenantId: 'ngn',
            userId: me.userId,
            instrumentId: DANGCEM,
            quantity: 20,
            cost: toUnits(at(100)) * 20n,
          }),
        );
        const placed: number[] = [];
        const shape = (x: { type: string; lots: number; limit: number; stop: number }) => ({
          type: x.type,
          quantity: x.lots * 10,
          ...(x.type === 'LIMIT' || x.type === 'STOP_LIMIT' ? { limitPrice: at(x.limit) } : {}),
          ...(x.type === 'STOP' || x.type === 'STOP_LIMIT' ? { stopPrice: at(x.stop) } : {}),
        });
        for (const o of ops) {
          if (o.kind === 'place') {
            const r = await api(t.app, 'POST', '/order/place', {
              token: me.token,
              body: {
                stockId: DANGCEM,
                side: o.side,
                timeInForce: o.timeInForce,
                ...shape(o.terms),
              },
            });
            expect([0, 20001, 20008]).toContain(r.code);
            if (r.code === 0) placed.push(r.data.id);
          } else if ((o.kind === 'cancel' || o.kind === 'modify') && placed.length > 0) {
            const id = placed[o.pick % placed.length]!;
            const r =
              o.kind === 'cancel'
                ? await api(t.app, 'POST', '/order/cancel', { token: me.token, body: { id } })
                : await api(t.app, 'POST', '/order/modify', {
                    token: me.token,
                    body: { id, ...shape(o.terms) },
                  });
            expect([0, 20001, 20008, 20014]).toContain(r.code);
          } else if (o.kind === 'tick') {
            await runMatcher(t.app, flatPrice(Number(at(o.price))));
            // The pass left out nothing due: what stays open neither fills at this price nor
            // has a stop it reached without being marked triggered.
            for (const row of await openOrders(t.app, me.userId)) {
              const { fills, triggered } = evaluate(termsOf(row), toUnits(at(o.price)));
              expect({ id: row.id, fills, triggered }).toEqual({
                id: row.id,
                fills: false,
                triggered: row.triggered || row.stopPrice === null,
              });
            }
          } else if (o.kind === 'restart') {
            const restarted = await buildServer(t.config, {});
            await restarted.ready();
            try {
              // Down for a while; `late` is past every DAY order's close (and GTC's 90 days).
              const now = Date.now() + (o.late ? 100 * 24 * 3600 * 1000 : 0);
              await matchOrders(servicesOf(restarted).db, flatPrice(Number(at(o.price))), now);
            } finally {
              await restarted.close();
            }
          }
          await expectOrderBookConsistent(t.app, me.userId);
        }
        const history = await api(t.app, 'POST', '/order/history', {
          token: me.token,
          body: { pageSize: 100 },
        });
        for (const order of history.data.records) expect(FINAL.has(order.status)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});
