import { ERRORS } from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, orders, portfolioDayValues } from '../../src/db/schema';
import { HOUSE } from '../../src/ledger/accounts';
import { debit } from '../../src/ledger/movements';
import type { Instrument } from '../../src/market/instruments';
import { settleQuantOrder } from '../../src/quant/quant-service';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, expectLedgerConsistent, fund, newInvestor, ok, servicesOf } from '../money/money-api';

const DANGCEM = 1001;
const DAY = 86_400_000;

/**
 * A scripted month on the NGN tenant (fee 0.1 %, rounded up to the cent), days before T0:
 *   10 deposit 100,000.00
 *    8 buy 100 @ 250.15  → cash 74,959.98
 *    7 price 300.37
 *    6 buy 100 @ 300.37  → cash 44,892.94, 200 shares
 *    5 price 320.11
 *    4 sell 50 @ 320.11  → cash 60,882.43, 150 shares
 *    3 price 330.33
 *    2 withdrawal 10,000.00 paid out → cash 50,882.43
 *    1 price 340.00
 * A day ending between T0 − (k+1) days and T0 − k days has seen what happened k+1 or more
 * days before T0, so its value depends only on k:
 */
const VALUE_BY_K: Record<number, string> = {
  9: '100000.00',
  8: '100000.00',
  // 74,959.98 + 100 × 250.15
  7: '99974.98',
  // 74,959.98 + 100 × 300.37
  6: '104996.98',
  // 44,892.94 + 200 × 300.37
  5: '104966.94',
  // 44,892.94 + 200 × 320.11
  4: '108914.94',
  // 60,882.43 + 150 × 320.11
  3: '108898.93',
  // 60,882.43 + 150 × 330.33
  2: '110431.93',
  // 50,882.43 + 150 × 330.33
  1: '100431.93',
  // 50,882.43 + 150 × 340.00
  0: '101882.43',
};

describe.each(DB_KINDS)('portfolio history on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('values each day to the cent and leaves deposits and withdrawals out of the return', async () => {
    const { db, market } = servicesOf(t.app);
    const T0 = market.clock();
    const me = await newInvestor(t.app, 'ngn');
    const at = (daysAgo: number) => new Date(T0 - daysAgo * DAY);

    await fund(t.app, me, 'NGN', '100000');
    await db
      .update(ledgerTransactions)
      .set({ createdAt: at(10) })
      .where(
        and(eq(ledgerTransactions.userId, me.userId), eq(ledgerTransactions.scene, 'USER_DEPOSIT')),
      );

    const quoteNow = market.quote.bind(market);
    const trade = async (side: 'buy' | 'sell', amount: number, price: number, daysAgo: number) => {
      market.quote = (i: Instrument) =>
        i.id === DANGCEM ? { ...quoteNow(i), price, trading: true, listed: true } : quoteNow(i);
      try {
        const order = await ok(t.app, 'POST', `/stockTrade/${side}`, {
          token: me.token,
          body: { id: DANGCEM, amount, price: price.toFixed(2) },
        });
        await db
          .update(orders)
          .set({ createdAt: at(daysAgo) })
          .where(eq(orders.id, order.id));
        await db
          .update(ledgerTransactions)
          .set({ createdAt: at(daysAgo) })
          .where(
            and(eq(ledgerTransactions.refType, 'ORDER'), eq(ledgerTransactions.refId, order.id)),
          );
      } finally {
        market.quote = quoteNow;
      }
    };
    await trade('buy', 100, 250.15, 8);
    await trade('buy', 100, 300.37, 6);
    await trade('sell', 50, 320.11, 4);

    const paid = await db.transaction((tx) =>
      debit(tx as never, {
        tenantId: me.tenantId,
        userId: me.userId,
        currency: 'NGN',
        amount: '10000',
        scene: 'CONFIRM_WITHDRAW',
        description: 'Test withdrawal paid out',
        houseAccount: HOUSE.withdrawalPayout,
      }),
    );
    await db
      .update(ledgerTransactions)
      .set({ createdAt: at(2) })
      .where(eq(ledgerTransactions.id, paid.transactionIds[0]!));

    // The simulator's past, replaced by the script's steps.
    const simQuote = market.sim.quote.bind(market.sim);
    market.sim.quote = (i: Instrument, time: number) => {
      const real = simQuote(i, time);
      if (i.id !== DANGCEM) return real;
      const price =
        time >= T0 - DAY
          ? 340
          : time >= T0 - 3 * DAY
            ? 330.33
            : time >= T0 - 5 * DAY
              ? 320.11
              : time >= T0 - 7 * DAY
                ? 300.37
                : 250.15;
      return { ...real, price };
    };
    try {
      const history = (range: string) =>
        ok(t.app, 'GET', '/stockTrade/portfolioHistory', {
          token: me.token,
          query: { range, currency: 'NGN' },
        });

      const month = await history('1M');
      expect(month.currencyType).toBe('NGN');
      const points: { time: number; value: string }[] = month.points;
      expect(points[0]!.value).toBe('0.00');
      expect(points.at(-1)!.value).toBe('101882.43');
      const days = points.slice(1, -1);
      expect(days.length).toBeGreaterThanOrEqual(29);
      for (const p of days) {
        expect(p.time % DAY).toBe(0);
        const k = Math.floor((T0 - p.time) / DAY);
        expect({ k, value: p.value }).toEqual({ k, value: VALUE_BY_K[k] ?? '0.00' });
      }
      expect(month.flows).toEqual([
        { time: at(10).getTime(), amount: '100000.00', kind: 'DEPOSIT' },
        { time: at(2).getTime(), amount: '-10000.00', kind: 'WITHDRAWAL' },
      ]);
      // Nothing invested before the deposit; then 110,431.93 / 100,000 before the withdrawal
      // (its 10,000 added back) × 101,882.43 / 100,431.93 after it = 1.1202685… → +12.03 %.
      // Value now over money put in would say 1.88 %; counting the flows as gains, 1e6 %.
      expect(month.twrPercent).toBe('12.03');

      // A week: from 104,996.98 (7 days ago, after the first buy and the move to 300.37) to
      // 110,431.93 before the withdrawal, then 100,431.93 → 101,882.43: 1.0669531… → +6.70 %,
      // where the plain change of value, −2.97 %, would read the withdrawal as a loss.
      const week = await history('1W');
      expect(week.points[0].value).toBe('104996.98');
      expect(week.twrPercent).toBe('6.70');
      expect(week.flows.map((f: { kind: string }) => f.kind)).toEqual(['WITHDRAWAL']);

      // The finished days were kept, and are read back the same.
      const kept = await db
        .select()
        .from(portfolioDayValues)
        .where(eq(portfolioDayValues.userId, me.userId));
      expect(kept.length).toBe(days.length);
      expect((await history('1M')).points.slice(1, -1)).toEqual(days);

      // A day without flows: no move since the step to 340.00 a day ago.
      const day = await history('1D');
      expect(day.points.length).toBeGreaterThan(280);
      expect(new Set(day.points.map((p: { value: string }) => p.value))).toEqual(
        new Set(['101882.43']),
      );
      expect(day.twrPercent).toBe('0.00');
      expect(day.flows).toEqual([]);

      const all = await history('ALL');
      expect(all.points.at(-1).value).toBe('101882.43');
      expect(all.twrPercent).toBe('12.03');
    } finally {
      market.sim.quote = simQuote;
    }
    await expectLedgerConsistent(t.app);
  });

  it("keeps a fund's principal in the value and counts its profit as return, not a flow", async () => {
    const { db } = servicesOf(t.app);
    const me = await newInvestor(t.app, 'ngn');
    await fund(t.app, me, 'NGN', '50000');
    const products = (
      await ok(t.app, 'POST', '/quantitative/productList', { token: me.token, body: {} })
    ).records as { id: number; lockDay: number }[];
    const weekly = products.find((p) => p.lockDay === 7)!;
    const order = await ok(t.app, 'POST', '/quantitative/buy', {
      token: me.token,
      body: { id: weekly.id, amount: '2000' },
    });
    const today = () =>
      ok(t.app, 'GET', '/stockTrade/portfolioHistory', {
        token: me.token,
        query: { range: '1D', currency: 'NGN' },
      });
    const deposit = { amount: '50000.00', kind: 'DEPOSIT' };

    const locked = await today();
    expect(locked.points.at(-1).value).toBe('50000.00');
    expect(locked.flows).toMatchObject([deposit]);

    // Settled a week on: 2,000.00 back and 24.00 profit at the product's 1.20 %.
    await settleQuantOrder(db, me.tenantId, order.id, new Date(order.lockEndTime + 1));
    const settled = await today();
    expect(settled.points.at(-1).value).toBe('50024.00');
    expect(settled.flows).toMatchObject([deposit]);
    await expectLedgerConsistent(t.app);
  });

  it('refuses an unknown range or a book the tenant does not show, as VALIDATION', async () => {
    const me = await newInvestor(t.app, 'ngn');
    const call = (query: Record<string, string>) =>
      api(t.app, 'GET', '/stockTrade/portfolioHistory', { token: me.token, query });
    for (const query of <Record<string, string>[]>[
      { range: '5Y', currency: 'NGN' },
      { range: '1M', currency: 'INR' },
      { range: '1M', currency: 'XYZ' },
      { range: '1M' },
    ]) {
      const answer = await call(query);
      expect({ query, code: answer.code }).toEqual({ query, code: ERRORS.VALIDATION.code });
    }
    // USD is shown beside NGN: an empty book, not an error.
    const usd = await ok(t.app, 'GET', '/stockTrade/portfolioHistory', {
      token: me.token,
      query: { range: '1W', currency: 'USD' },
    });
    expect(usd.twrPercent).toBeNull();
    expect(usd.points.every((p: { value: string }) => p.value === '0.00')).toBe(true);
  });
});
