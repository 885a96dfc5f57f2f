import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromUnits, priceUnits, timesInt, toUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { tradeFee } from '../../src/trading/fee-schedule';
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
} from './money-api';

const DANGCEM = 1001;
const NGX_INDEX = 1101;
const AAPL = 4001;

describe.each(DB_KINDS)('trading on %s', (kind) => {
  let t: TestApp;
  let me: Investor;
  beforeAll(async () => {
    t = await startTestApp(kind);
    me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '100000');
  });
  afterAll(() => t?.close());

  const priceOf = (id: number) =>
    fromUnits(priceUnits(servicesOf(t.app).market.quote(instrumentById(id)!).price));
  const balance = async () =>
    (
      await ok(t.app, 'GET', '/user/balanceAndPosition', {
        token: me.token,
        query: { stockId: DANGCEM },
      })
    ).balance as string;

  it('buys at the current price, charging the fee, and opens a position', async () => {
    const price = priceOf(DANGCEM);
    const order = await ok(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      key: 'buy-1',
      body: { id: DANGCEM, amount: 10, price },
    });
    const gross = timesInt(toUnits(order.price), 10);
    const fee = tradeFee(gross);
    expect(order).toMatchObject({
      side: 'BUY',
      amount: 10,
      stockSymbol: 'DANGCEM',
      currencyType: 'NGN',
      fee: fromUnits(fee),
    });
    expect(await balance()).toBe(fromUnits(toUnits('100000') - gross - fee));
    const bp = await ok(t.app, 'GET', '/user/balanceAndPosition', {
      token: me.token,
      query: { stockId: DANGCEM },
    });
    expect(bp.availableAmount).toBe(10);
    const positions = await ok(t.app, 'POST', '/stockTrade/position', {
      token: me.token,
      body: {},
    });
    expect(positions.records).toHaveLength(1);
    expect(positions.records[0]).toMatchObject({
      stockId: DANGCEM,
      availableAmount: 10,
      lockedAmount: 0,
      avgPrice: order.price,
    });
    await expectLedgerConsistent(t.app);
  });

  it('a retry with the same key returns the first order and moves nothing; another payload conflicts', async () => {
    const before = await balance();
    const price = priceOf(DANGCEM);
    const first = await ok(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      key: 'buy-2',
      body: { id: DANGCEM, amount: 20, price },
    });
    const afterFirst = await balance();
    expect(afterFirst).not.toBe(before);
    const retry = await ok(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      key: 'buy-2',
      body: { id: DANGCEM, amount: 20, price },
    });
    expect(retry).toEqual(first);
    expect(await balance()).toBe(afterFirst);
    const conflict = await api(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      key: 'buy-2',
      body: { id: DANGCEM, amount: 30, price },
    });
    expect(conflict.code).toBe(10005);
    const records = await ok(t.app, 'POST', '/stockTrade/buyRecord', { token: me.token, body: {} });
    expect(records.total).toBe(2);
    expect(records.records.map((r: { type: string }) => r.type)).toEqual(['MARKET', 'MARKET']);
  });

  it('sells from the available amount and credits the proceeds less the fee', async () => {
    const before = toUnits(await balance());
    const order = await ok(t.app, 'POST', '/stockTrade/sell', {
      token: me.token,
      key: 'sell-1',
      body: { id: DANGCEM, amount: 30, price: priceOf(DANGCEM) },
    });
    const gross = timesInt(toUnits(order.price), 30);
    expect(await balance()).toBe(fromUnits(before + gross - tradeFee(gross)));
    const bp = await ok(t.app, 'GET', '/user/balanceAndPosition', {
      token: me.token,
      query: { stockId: DANGCEM },
    });
    expect(bp.availableAmount).toBe(0);
    const positions = await ok(t.app, 'POST', '/stockTrade/position', {
      token: me.token,
      body: {},
    });
    expect(positions.records).toHaveLength(0);
    const sells = await ok(t.app, 'POST', '/stockTrade/sellRecord', { token: me.token, body: {} });
    expect(sells.records[0]).toMatchObject({ side: 'SELL', amount: 30 });
    await expectLedgerConsistent(t.app);
  });

  it('a refused sell moves nothing and keeps no answer: its key fills once the shares are there', async () => {
    // One payload for every send of the key, as the app's retry sends: a price read again
    // could differ after a tick, and a key with another payload is IDEMPOTENCY_CONFLICT.
    const price = priceOf(DANGCEM);
    const sell = () =>
      api(t.app, 'POST', '/stockTrade/sell', {
        token: me.token,
        key: 'sell-2',
        body: { id: DANGCEM, amount: 10, price },
      });
    const before = await balance();
    expect((await sell()).code).toBe(20008);
    expect(await balance()).toBe(before);
    await ok(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      key: 'buy-3',
      body: { id: DANGCEM, amount: 10, price: priceOf(DANGCEM) },
    });
    const filled = await sell();
    expect(filled).toMatchObject({ code: 0, data: { side: 'SELL', amount: 10 } });
    expect(await sell()).toEqual(filled);
    const bp = await ok(t.app, 'GET', '/user/balanceAndPosition', {
      token: me.token,
      query: { stockId: DANGCEM },
    });
    expect(bp.availableAmount).toBe(0);
    await expectLedgerConsistent(t.app);
  });

  it('refuses indices, short sells, odd quantities, far-off prices and orders it cannot pay for', async () => {
    const trade = (path: string, id: number, amount: number, price: string) =>
      api(t.app, 'POST', path, { token: me.token, body: { id, amount, price } });
    expect((await trade('/stockTrade/buy', NGX_INDEX, 10, priceOf(NGX_INDEX))).code).toBe(20005);
    expect((await trade('/stockTrade/sell', DANGCEM, 10, priceOf(DANGCEM))).code).toBe(20008);
    expect((await trade('/stockTrade/buy', DANGCEM, 5, priceOf(DANGCEM))).code).toBe(20007);
    expect((await trade('/stockTrade/buy', DANGCEM, 15, priceOf(DANGCEM))).code).toBe(10001);
    const far = fromUnits((toUnits(priceOf(DANGCEM)) * 12n) / 10n);
    expect((await trade('/stockTrade/buy', DANGCEM, 10, far)).code).toBe(20008);
    const huge = await trade('/stockTrade/buy', DANGCEM, 100000, priceOf(DANGCEM));
    expect(huge).toMatchObject({ code: 20001, msg: 'Insufficient Balance' });
    // USD stocks are paid in USD, which this investor does not have yet.
    expect((await trade('/stockTrade/buy', AAPL, 10, priceOf(AAPL))).code).toBe(20001);
    await expectLedgerConsistent(t.app);
  });
});
