import { orderHold, type OrderToHold } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditPosition } from '../../src/trading/position-repository';
import { fromUnits, toUnits } from '../../src/ledger/decimal';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, servicesOf, type Investor } from '../money/money-api';
import { cashOf, NO_BACKGROUND_MATCHING, runMatcher } from './order-api';

const DANGCEM = 1001;
/** The price of issue 48's example: a stop buy at 25.00 is already through it. */
const PRICE = '30.72';

type Case = [string, Omit<OrderToHold, 'quantity'>];
const u = (text: string | null) => (text === null ? null : toUnits(text));
const order = (
  type: OrderToHold['type'],
  side: OrderToHold['side'],
  limit: string | null,
  stop: string | null,
): Omit<OrderToHold, 'quantity'> => ({ type, side, limit: u(limit), stop: u(stop) });

const CASES: Case[] = [
  ['a market buy', order('MARKET', 'BUY', null, null)],
  ['a limit buy', order('LIMIT', 'BUY', '29.00', null)],
  ['a stop buy above the market', order('STOP', 'BUY', null, '35.00')],
  ['a stop buy already passed', order('STOP', 'BUY', null, '25.00')],
  ['a stop-limit buy', order('STOP_LIMIT', 'BUY', '36.00', '35.00')],
  ['a market sell', order('MARKET', 'SELL', null, null)],
  ['a limit sell', order('LIMIT', 'SELL', '32.00', null)],
  ['a stop sell below the market', order('STOP', 'SELL', null, '28.00')],
  ['a stop sell already passed', order('STOP', 'SELL', null, '31.00')],
];

describe.each(DB_KINDS)('what an order holds, as the trade sheet states it, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { TEST_PRICE_SEAM: 'enabled', ...NO_BACKGROUND_MATCHING },
    });
    await t.app.inject({
      method: 'POST',
      url: '/__test/price',
      payload: { stockId: DANGCEM, price: Number(PRICE) },
    });
    // The HTTP routes reuse a quote for a quarter second (stocks/market-data.ts).
    await vi.waitFor(
      async () => {
        const detail = await api(t.app, 'GET', '/stock/detail', { query: { id: DANGCEM } });
        expect(detail.data.price).toBe(Number(PRICE));
      },
      { timeout: 2000, interval: 100 },
    );
  });
  afterAll(() => t?.close());

  const investor = async (): Promise<Investor> => {
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '100000');
    await creditPosition(servicesOf(t.app).db, {
      tenantId: 'ngn',
      userId: me.userId,
      instrumentId: DANGCEM,
      quantity: 10,
      cost: toUnits('20'),
    });
    return me;
  };

  it.each(CASES)('%s holds what orderHold says', async (_, terms) => {
    const me = await investor();
    const before = await cashOf(t.app, me, DANGCEM);
    const placed = await api(t.app, 'POST', '/order/place', {
      token: me.token,
      body: {
        stockId: DANGCEM,
        quantity: 10,
        timeInForce: 'DAY',
        type: terms.type,
        side: terms.side,
        ...(terms.limit === null ? {} : { limitPrice: fromUnits(terms.limit) }),
        ...(terms.stop === null ? {} : { stopPrice: fromUnits(terms.stop) }),
      },
    });
    expect(placed.code, placed.msg).toBe(0);
    const hold = orderHold({ ...terms, quantity: 10 }, toUnits(PRICE));
    expect(placed.data.heldAmount).toBe(fromUnits(hold.cash));
    const after = await cashOf(t.app, me, DANGCEM);
    expect(before.cash - after.cash).toBe(hold.cash);
    expect(before.shares - after.shares).toBe(terms.side === 'SELL' ? 10 : 0);
  });

  it('fills a stop already passed at the next pass, at the market price, as the review warns', async () => {
    const me = await investor();
    const terms = order('STOP', 'BUY', null, '25.00');
    expect(orderHold({ ...terms, quantity: 10 }, toUnits(PRICE)).stopPassed).toBe(true);
    const placed = await api(t.app, 'POST', '/order/place', {
      token: me.token,
      body: {
        stockId: DANGCEM,
        quantity: 10,
        timeInForce: 'DAY',
        type: 'STOP',
        side: 'BUY',
        stopPrice: '25.00',
      },
    });
    expect(placed.code).toBe(0);
    expect(await runMatcher(t.app, servicesOf(t.app).market)).toBeGreaterThanOrEqual(1);
    const history = await api(t.app, 'POST', '/order/history', { token: me.token, body: {} });
    expect(history.data.records[0]).toMatchObject({ status: 'FILLED', filledPrice: PRICE });
  });
});
