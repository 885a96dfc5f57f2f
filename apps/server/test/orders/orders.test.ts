import type { SecurityNotification } from '@trading/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/build-server';
import { ledgerTransactions, workingOrders } from '../../src/db/schema';
import { readBalances, balanceIn } from '../../src/ledger/balances';
import { fromUnits, toUnits } from '../../src/ledger/decimal';
import { tradeFee } from '../../src/trading/fee-schedule';
import { creditPosition, findPosition } from '../../src/trading/position-repository';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  api,
  expectLedgerConsistent,
  fund,
  newInvestor,
  ok,
  servicesOf,
  type Investor,
} from '../money/money-api';
import { cashOf, flatPrice, NO_BACKGROUND_MATCHING, runMatcher } from './order-api';
import { matchOrders } from '../../src/orders/match-orders';

const DANGCEM = 1001;

describe.each(DB_KINDS)('limit and stop orders on %s', (kind) => {
  let t: TestApp;
  let me: Investor;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: NO_BACKGROUND_MATCHING });
    me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '100000');
  });
  afterAll(() => t?.close());

  const call = (path: string, body: unknown, key?: string) =>
    api(t.app, 'POST', path, { token: me.token, body, ...(key ? { key } : {}) });
  const place = async (body: Record<string, unknown>, key?: string) => {
    const r = await call('/order/place', { stockId: DANGCEM, timeInForce: 'GTC', ...body }, key);
    if (r.code !== 0) throw new Error(`place failed: ${r.code} ${r.msg}`);
    return r.data;
  };
  const held = async () =>
    balanceIn(await readBalances(servicesOf(t.app).db, 'ngn', me.userId), 'NGN').held;
  /** What the investor was told of orders the server ended, newest first. */
  const orderNotices = async () =>
    (await ok(t.app, 'GET', '/user/notifications', { token: me.token }))
      .filter((n: { kind: string }) => n.kind.startsWith('ORDER_'))
      .map(
        ({
          kind,
          detail,
          stockId,
          order,
        }: Pick<SecurityNotification, 'kind' | 'detail' | 'stockId' | 'order'>) => ({
          kind,
          detail,
          stockId,
          order: order && { ...order, filledPrice: order.filledPrice && Number(order.filledPrice) },
        }),
      );
  const holdOf = (price: string, quantity: number) => {
    const gross = toUnits(price) * BigInt(quantity);
    return gross + tradeFee(gross);
  };

  it('a limit buy holds its cost and fee, is listed open, and cancelling releases the cash', async () => {
    const before = await cashOf(t.app, me, DANGCEM);
    const order = await place({ type: 'LIMIT', side: 'BUY', quantity: 10, limitPrice: '1.00' });
    expect(order).toMatchObject({
      status: 'PENDING',
      type: 'LIMIT',
      limitPrice: '1.00',
      heldAmount: fromUnits(holdOf('1.00', 10)),
      reason: null,
    });
    expect((await cashOf(t.app, me, DANGCEM)).cash).toBe(before.cash - holdOf('1.00', 10));
    expect(await held()).toBe(holdOf('1.00', 10));
    const open = await ok(t.app, 'GET', '/order/open', {
      token: me.token,
      query: { stockId: DANGCEM },
    });
    expect(open.records.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(open).toMatchObject({ pageNum: 1, total: 1 });

    const cancelled = await call('/order/cancel', { id: order.id });
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', reason: 'USER' });
    expect((await cashOf(t.app, me, DANGCEM)).cash).toBe(before.cash);
    expect(await held()).toBe(0n);
    expect((await call('/order/cancel', { id: order.id })).code).toBe(20014);
    const history = await ok(t.app, 'POST', '/order/history', { token: me.token, body: {} });
    expect(history.records[0]).toMatchObject({ id: order.id, status: 'CANCELLED' });
    await expectLedgerConsistent(t.app);
  });

  it('a limit buy fills once the price trades at or below its limit, at that price', async () => {
    const before = await cashOf(t.app, me, DANGCEM);
    const order = await place({ type: 'LIMIT', side: 'BUY', quantity: 20, limitPrice: '50.00' });
    expect(await runMatcher(t.app, flatPrice(50.01))).toBe(0);
    expect(await runMatcher(t.app, flatPrice(49.5))).toBe(1);
    expect(await runMatcher(t.app, flatPrice(49.5))).toBe(0);
    const [filled] = (await ok(t.app, 'POST', '/order/history', { token: me.token, body: {} }))
      .records;
    const gross = toUnits('49.50') * 20n;
    expect(filled).toMatchObject({
      id: order.id,
      status: 'FILLED',
      filledPrice: '49.50',
      fee: fromUnits(tradeFee(gross)),
    });
    const after = await cashOf(t.app, me, DANGCEM);
    expect(after.cash).toBe(before.cash - gross - tradeFee(gross));
    expect(after.shares).toBe(before.shares + 20);
    expect(await held()).toBe(0n);
    const buys = await ok(t.app, 'POST', '/stockTrade/buyRecord', { token: me.token, body: {} });
    expect(buys.records[0]).toMatchObject({ price: '49.50', amount: 20, type: 'LIMIT' });
    // Told once, with a link to the stock (the matcher's third pass found nothing to tell).
    expect(await orderNotices()).toEqual([
      {
        kind: 'ORDER_FILLED',
        detail: 'DANGCEM',
        stockId: DANGCEM,
        order: { side: 'BUY', quantity: 20, filledPrice: 49.5, currency: 'NGN' },
      },
    ]);
    // The fill's contract note, linked from the order, nets what the ledger took: the hold's
    // unused rest, released, is no part of it.
    expect(filled.filledOrderId).toBe(buys.records[0].id);
    const [note] = (
      await ok(t.app, 'GET', '/documents/contractNotes', { token: me.token, query: {} })
    ).records;
    expect(note).toMatchObject({
      source: 'ORDER',
      id: filled.filledOrderId,
      kind: 'LIMIT',
      price: '49.50',
      netAmount: fromUnits(gross + tradeFee(gross)),
    });
    await expectLedgerConsistent(t.app);
  });

  it('a sell locks the shares; a stop sell triggers when the price falls to its stop', async () => {
    const before = await cashOf(t.app, me, DANGCEM);
    const order = await place({ type: 'STOP', side: 'SELL', quantity: 10, stopPrice: '40.00' });
    expect((await cashOf(t.app, me, DANGCEM)).shares).toBe(before.shares - 10);
    expect(await runMatcher(t.app, flatPrice(40.01))).toBe(0);
    expect(await runMatcher(t.app, flatPrice(39))).toBe(1);
    const gross = toUnits('39') * 10n;
    const after = await cashOf(t.app, me, DANGCEM);
    expect(after.cash).toBe(before.cash + gross - tradeFee(gross));
    expect(after.shares).toBe(before.shares - 10);
    const sells = await ok(t.app, 'POST', '/stockTrade/sellRecord', { token: me.token, body: {} });
    expect(sells.records[0]).toMatchObject({ price: '39.00', amount: 10 });
    expect(order.status).toBe('PENDING');
    await expectLedgerConsistent(t.app);
  });

  it('modify replaces the hold; a sell of shares not held is refused', async () => {
    const order = await place({ type: 'LIMIT', side: 'BUY', quantity: 10, limitPrice: '2.00' });
    const modified = await call('/order/modify', {
      id: order.id,
      type: 'LIMIT',
      quantity: 30,
      limitPrice: '3.00',
    });
    expect(modified.data).toMatchObject({
      quantity: 30,
      heldAmount: fromUnits(holdOf('3.00', 30)),
    });
    expect(await held()).toBe(holdOf('3.00', 30));
    await call('/order/cancel', { id: order.id });
    const tooMany = await call('/order/place', {
      stockId: DANGCEM,
      timeInForce: 'DAY',
      type: 'LIMIT',
      side: 'SELL',
      quantity: 1000,
      limitPrice: '9.00',
    });
    expect(tooMany.code).toBe(20008);
    await expectLedgerConsistent(t.app);
  });

  it('refuses prices off the tick, missing prices and more cash than there is', async () => {
    const base = { stockId: DANGCEM, timeInForce: 'DAY', side: 'BUY', quantity: 10 };
    expect((await call('/order/place', { ...base, type: 'LIMIT', limitPrice: '1.005' })).code).toBe(
      20015,
    );
    expect((await call('/order/place', { ...base, type: 'LIMIT' })).code).toBe(10001);
    expect(
      (await call('/order/place', { ...base, type: 'LIMIT', limitPrice: '99999999.00' })).code,
    ).toBe(20001);
    expect(await held()).toBe(0n);
  });

  it('a retried place with the same key holds once', async () => {
    const body = { type: 'LIMIT', side: 'BUY', quantity: 10, limitPrice: '1.50' };
    const first = await place(body, 'order-key-1');
    const again = await place(body, 'order-key-1');
    expect(again.id).toBe(first.id);
    expect(await held()).toBe(holdOf('1.50', 10));
    await call('/order/cancel', { id: first.id });
  });

  it('expires a DAY order at its close and gives the cash back', async () => {
    const order = await place({
      type: 'LIMIT',
      side: 'BUY',
      quantity: 10,
      limitPrice: '1.00',
      timeInForce: 'DAY',
    });
    expect(await runMatcher(t.app, flatPrice(5), order.expiresTime - 1)).toBe(0);
    expect(await runMatcher(t.app, flatPrice(5), order.expiresTime)).toBe(1);
    const [ended] = (await ok(t.app, 'POST', '/order/history', { token: me.token, body: {} }))
      .records;
    expect(ended).toMatchObject({ id: order.id, status: 'EXPIRED', reason: 'DAY_CLOSE' });
    expect((await orderNotices())[0]).toEqual({
      kind: 'ORDER_EXPIRED',
      detail: 'DANGCEM',
      stockId: DANGCEM,
      order: { side: 'BUY', quantity: 10, filledPrice: null, currency: 'NGN' },
    });
    expect(await held()).toBe(0n);
    await expectLedgerConsistent(t.app);
  });

  it("another investor's order cannot be seen or cancelled; the owner's detail follows it", async () => {
    const order = await place({ type: 'LIMIT', side: 'BUY', quantity: 10, limitPrice: '1.00' });
    const other = await newInvestor(t.app);
    const r = await api(t.app, 'POST', '/order/cancel', {
      token: other.token,
      body: { id: order.id },
    });
    expect(r.code).toBe(10002);
    expect((await ok(t.app, 'GET', '/order/open', { token: other.token })).records).toEqual([]);
    const detail = (token: string, id: string) =>
      api(t.app, 'GET', `/order/detail?id=${id}`, { token });
    expect((await detail(other.token, String(order.id))).code).toBe(10002);
    expect((await detail(me.token, String(order.id))).data).toMatchObject({
      id: order.id,
      status: 'PENDING',
    });
    await call('/order/cancel', { id: order.id });
    // The detail follows the order to its end; an id that names nothing is not found.
    expect((await detail(me.token, String(order.id))).data).toMatchObject({
      status: 'CANCELLED',
      reason: 'USER',
    });
    expect((await detail(me.token, '999999999')).code).toBe(10002);
    expect((await detail(me.token, 'abc')).code).not.toBe(0);
  });
});

describe('limit orders across a restart (PostgreSQL)', () => {
  let t: TestApp;
  let me: Investor;
  beforeAll(async () => {
    t = await startTestApp('postgres', { env: NO_BACKGROUND_MATCHING });
    me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '100000');
  });
  afterAll(() => t?.close());

  const place = (body: Record<string, unknown>) =>
    ok(t.app, 'POST', '/order/place', {
      token: me.token,
      body: {
        stockId: DANGCEM,
        timeInForce: 'GTC',
        side: 'BUY',
        type: 'LIMIT',
        quantity: 10,
        ...body,
      },
    });

  it('a new process picks the orders up from the database; one whose life ended while down expires', async () => {
    const live = await place({ limitPrice: '3.00' });
    const dayOrder = await place({ limitPrice: '3.00', timeInForce: 'DAY' });
    const restarted = await buildServer(t.config, {});
    await restarted.ready();
    try {
      // Down past the DAY order's close; the price is now at both limits.
      expect(
        await matchOrders(servicesOf(restarted).db, flatPrice(3), dayOrder.expiresTime + 1),
      ).toBe(2);
    } finally {
      await restarted.close();
    }
    const history = await ok(t.app, 'POST', '/order/history', { token: me.token, body: {} });
    const byId = new Map(history.records.map((o: { id: number }) => [o.id, o]));
    expect(byId.get(live.id)).toMatchObject({ status: 'FILLED', filledPrice: '3.00' });
    expect(byId.get(dayOrder.id)).toMatchObject({ status: 'EXPIRED', reason: 'DAY_CLOSE' });
    const balances = await readBalances(servicesOf(t.app).db, 'ngn', me.userId);
    expect(balanceIn(balances, 'NGN').held).toBe(0n);
    await expectLedgerConsistent(t.app);
  });
});

/** Placement is one statement: what it refuses leaves nothing behind, what it repeats is done once. */
describe.each(DB_KINDS)('placing a working order on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: NO_BACKGROUND_MATCHING });
  });
  afterAll(() => t?.close());

  const funded = async (amount = '1000') => {
    const investor = await newInvestor(t.app);
    await fund(t.app, investor, 'NGN', amount);
    return investor;
  };
  const place = (investor: Investor, body: Record<string, unknown>, key?: string) =>
    api(t.app, 'POST', '/order/place', {
      token: investor.token,
      body: { stockId: DANGCEM, timeInForce: 'GTC', type: 'LIMIT', side: 'BUY', ...body },
      ...(key ? { key } : {}),
    });
  /** Everything placement writes for the investor: order rows, ledger transactions, held cash. */
  const written = async (investor: Investor) => {
    const { db } = servicesOf(t.app);
    const orders = await db
      .select()
      .from(workingOrders)
      .where(eq(workingOrders.userId, investor.userId));
    const transactions = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, investor.userId))
      .orderBy(ledgerTransactions.id);
    const balance = balanceIn(await readBalances(db, 'ngn', investor.userId), 'NGN');
    return { orders, transactions, balance };
  };

  it('answers as the order is then listed, and notes the hold against it in the ledger', async () => {
    const me = await funded();
    const placed = await place(me, { quantity: 10, limitPrice: '2.00' }, 'listed-1');
    expect(placed.code).toBe(0);
    const open = await ok(t.app, 'GET', '/order/open', { token: me.token });
    expect(open.records).toEqual([placed.data]);
    const { transactions } = await written(me);
    expect(transactions.at(-1)).toMatchObject({
      scene: 'TRADE',
      description: `Order ${placed.data.id}: held`,
      refType: 'WORKING_ORDER',
      refId: placed.data.id,
    });
    await expectLedgerConsistent(t.app);
  });

  it('the same key twice, even at once, places one order and gives the same answer', async () => {
    const me = await funded();
    const body = { quantity: 10, limitPrice: '3.00' };
    const [first, second] = await Promise.all([
      place(me, body, 'twice-1'),
      place(me, body, 'twice-1'),
    ]);
    const third = await place(me, body, 'twice-1');
    expect(first.code).toBe(0);
    expect(second.data).toEqual(first.data);
    expect(third.data).toEqual(first.data);
    const { orders, balance } = await written(me);
    expect(orders.map((o) => o.id)).toEqual([first.data.id]);
    expect(balance.held).toBe(toUnits(orders[0]!.held));
    expect((await place(me, { ...body, quantity: 11 }, 'twice-1')).code).toBe(10005);
    expect((await written(me)).orders).toHaveLength(1);
    await expectLedgerConsistent(t.app);
  });

  it('a buy beyond the cash is INSUFFICIENT_BALANCE and leaves no order and no hold', async () => {
    const me = await funded('100');
    const before = await written(me);
    const refused = await place(me, { quantity: 1000, limitPrice: '5.00' }, 'overdraft-1');
    expect(refused.code).toBe(20001);
    expect(await written(me)).toEqual(before);
    expect(before.orders).toEqual([]);
    expect(before.balance.held).toBe(0n);
    // The key stored nothing: once the cash is there, the same call places the order.
    await fund(t.app, me, 'NGN', '10000');
    expect((await place(me, { quantity: 1000, limitPrice: '5.00' }, 'overdraft-1')).code).toBe(0);
    await expectLedgerConsistent(t.app);
  });

  it('a buy by an investor never funded is INSUFFICIENT_BALANCE', async () => {
    const me = await newInvestor(t.app);
    expect((await place(me, { quantity: 10, limitPrice: '1.00' })).code).toBe(20001);
    expect((await written(me)).orders).toEqual([]);
  });

  it('a sell beyond the shares is INVALID_STATE and locks nothing', async () => {
    const me = await funded();
    const { db } = servicesOf(t.app);
    await creditPosition(db, {
      tenantId: 'ngn',
      userId: me.userId,
      instrumentId: DANGCEM,
      quantity: 10,
      cost: toUnits('50'),
    });
    const position = await findPosition(db, me.userId, DANGCEM);
    const refused = await place(me, { side: 'SELL', quantity: 20, limitPrice: '9.00' });
    expect(refused.code).toBe(20008);
    expect(await findPosition(db, me.userId, DANGCEM)).toEqual(position);
    expect((await written(me)).orders).toEqual([]);
    const sold = await place(me, { side: 'SELL', quantity: 10, limitPrice: '9.00' });
    expect(sold.code).toBe(0);
    expect(await findPosition(db, me.userId, DANGCEM)).toMatchObject({ available: 0, locked: 10 });
  });
});
