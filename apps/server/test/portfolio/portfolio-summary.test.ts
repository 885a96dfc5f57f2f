import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instrument } from '../../src/market/instruments';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, expectLedgerConsistent, fund, newInvestor, ok, servicesOf } from '../money/money-api';
import { NO_BACKGROUND_MATCHING } from '../orders/order-api';

const DANGCEM = 1001;

/**
 * A scripted history on the NGN tenant, figures worked out by hand (fee 0.1 %, rounded up
 * to the cent):
 *   deposit 100,000.00
 *   buy 100 @ 250.15 → 25,015.00 + fee 25.02
 *   buy 100 @ 300.37 → 30,037.00 + fee 30.04   cost basis 55,052.00 for 200 shares
 *   sell 50 @ 320.11 → 16,005.50 − fee 16.01   takes 55,052 × 50/200 = 13,763.00 off the basis
 * then the price is 330.33 after a previous close of 310.07, 150 shares held (basis 41,289.00).
 */
describe.each(DB_KINDS)('portfolio summary on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // A working order keeps its hold while the test reads the book.
    t = await startTestApp(kind, { env: NO_BACKGROUND_MATCHING });
  });
  afterAll(() => t?.close());

  /** Pins the simulator's price and previous close for one instrument. */
  const setPrice = (id: number, price: number, previousClose: number) => {
    const market = servicesOf(t.app).market;
    const real = market.quote.bind(market);
    market.quote = (instrument: Instrument) =>
      instrument.id === id
        ? { ...real(instrument), price, previousClose, trading: true, listed: true }
        : real(instrument);
    return () => {
      market.quote = real;
    };
  };

  it('equals the hand-computed figures to the cent', async () => {
    const me = await newInvestor(t.app, 'ngn');
    await fund(t.app, me, 'NGN', '100000');
    const trade = async (side: 'buy' | 'sell', amount: number, price: number) => {
      const restore = setPrice(DANGCEM, price, price);
      try {
        await ok(t.app, 'POST', `/stockTrade/${side}`, {
          token: me.token,
          body: { id: DANGCEM, amount, price: price.toFixed(2) },
        });
      } finally {
        restore();
      }
    };
    await trade('buy', 100, 250.15);
    await trade('buy', 100, 300.37);
    await trade('sell', 50, 320.11);

    const restore = setPrice(DANGCEM, 330.33, 310.07);
    try {
      const summary = await ok(t.app, 'GET', '/stockTrade/portfolio', { token: me.token });
      expect(summary.books).toEqual([
        {
          currencyType: 'NGN',
          // 150 × 330.33
          marketValue: '49549.50',
          // 150 × (330.33 − 310.07)
          dayChange: '3039.00',
          // 3,039.00 / 46,510.50 = 6.5340…%
          dayChangePercent: '6.53',
          // 49,549.50 − 41,289.00
          unrealisedPnl: '8260.50',
          // 16,005.50 − 13,763.00
          realisedPnl: '2242.50',
          // 100,000 − 25,040.02 − 30,067.04 + 15,989.49
          cash: '60882.43',
          advancePayment: '0.00',
          pendingWithdrawal: '0.00',
          locked: '0.00',
          // 49,549.50 + 60,882.43
          totalValue: '110431.93',
          holdings: [
            {
              stockId: DANGCEM,
              stockName: expect.any(String),
              stockSymbol: 'DANGCEM',
              stockExchange: 'NSENG',
              marketValue: '49549.50',
              weightPercent: '100.00',
            },
          ],
          // 49,549.50 and 60,882.43 of 110,431.93
          markets: [
            { market: 'NSENG', value: '49549.50', weightPercent: '44.87' },
            { market: null, value: '60882.43', weightPercent: '55.13' },
          ],
        },
        // NGN shows the US market: a USD book beside it, empty.
        {
          currencyType: 'USD',
          marketValue: '0.00',
          dayChange: '0.00',
          dayChangePercent: null,
          unrealisedPnl: '0.00',
          realisedPnl: '0.00',
          cash: '0.00',
          advancePayment: '0.00',
          pendingWithdrawal: '0.00',
          locked: '0.00',
          totalValue: '0.00',
          holdings: [],
          markets: [{ market: null, value: '0.00', weightPercent: '0.00' }],
        },
      ]);
    } finally {
      restore();
    }
    await expectLedgerConsistent(t.app);
  });

  /** Pins the prices of several instruments (the previous close too) until restored. */
  const pinPrices = (prices: Record<number, number>) => {
    const market = servicesOf(t.app).market;
    const real = market.quote.bind(market);
    market.quote = (instrument: Instrument) => {
      const price = prices[instrument.id];
      return price === undefined
        ? real(instrument)
        : { ...real(instrument), price, previousClose: price, trading: true, listed: true };
    };
    return () => {
      market.quote = real;
    };
  };

  it('orders the holdings by value, P&L or name within each book and gives each its realised P&L', async () => {
    const GTCO = 1005;
    const ZENITH = 1006;
    const me = await newInvestor(t.app, 'ngn');
    await fund(t.app, me, 'NGN', '100000');
    const trade = async (side: 'buy' | 'sell', id: number, amount: number, price: number) => {
      const restore = pinPrices({ [id]: price });
      try {
        await ok(t.app, 'POST', `/stockTrade/${side}`, {
          token: me.token,
          body: { id, amount, price: price.toFixed(2) },
        });
      } finally {
        restore();
      }
    };
    await trade('buy', DANGCEM, 100, 250);
    // 40 × 300 − 25,000 × 40/100 = 2,000 realised
    await trade('sell', DANGCEM, 40, 300);
    await trade('buy', GTCO, 500, 80);
    await trade('buy', ZENITH, 1000, 20);

    // Values 15,600 / 35,000 / 25,000; unrealised +600 / −5,000 / +5,000.
    const restore = pinPrices({ [DANGCEM]: 260, [GTCO]: 70, [ZENITH]: 25 });
    try {
      const list = async (sort: string | undefined, pageNum = 1, pageSize = 10) => {
        const page = await ok(t.app, 'POST', '/stockTrade/position', {
          token: me.token,
          body: { pageNum, pageSize, ...(sort ? { sort } : {}) },
        });
        return page.records.map(
          (r: { stockSymbol: string; realisedPnl: string }) => `${r.stockSymbol} ${r.realisedPnl}`,
        );
      };
      expect(await list('VALUE')).toEqual(['GTCO 0.00', 'ZENITHBANK 0.00', 'DANGCEM 2000.00']);
      expect(await list('PNL')).toEqual(['ZENITHBANK 0.00', 'DANGCEM 2000.00', 'GTCO 0.00']);
      expect(await list('NAME')).toEqual(['DANGCEM 2000.00', 'GTCO 0.00', 'ZENITHBANK 0.00']);
      // Pages are cut after ordering, so page 2 goes on where page 1 stopped.
      expect([...(await list('VALUE', 1, 2)), ...(await list('VALUE', 2, 2))]).toEqual(
        await list('VALUE'),
      );
      // No key: most recently changed first, as before.
      expect(await list(undefined)).toEqual(['ZENITHBANK 0.00', 'GTCO 0.00', 'DANGCEM 2000.00']);
      expect(
        (
          await api(t.app, 'POST', '/stockTrade/position', {
            token: me.token,
            body: { sort: 'PRICE' },
          })
        ).code,
      ).toBe(ERRORS.VALIDATION.code);
    } finally {
      restore();
    }
  });

  it('names every part of the book’s total: market value, cash, held in orders and locked', async () => {
    const me = await newInvestor(t.app, 'ngn');
    await fund(t.app, me, 'NGN', '100000');
    const restore = pinPrices({ [DANGCEM]: 300 });
    try {
      await ok(t.app, 'POST', '/stockTrade/buy', {
        token: me.token,
        body: { id: DANGCEM, amount: 100, price: '300.00' },
      });
      // A limit buy under the market waits, holding 10 × 295 + fee 2.95.
      await ok(t.app, 'POST', '/order/place', {
        token: me.token,
        body: {
          stockId: DANGCEM,
          quantity: 10,
          timeInForce: 'DAY',
          type: 'LIMIT',
          side: 'BUY',
          limitPrice: '295.00',
        },
      });
      const [book] = (await ok(t.app, 'GET', '/stockTrade/portfolio', { token: me.token })).books;
      expect(book).toMatchObject({
        marketValue: '30000.00',
        // 100,000 − 30,000 − fee 30.00 − held 2,952.95
        cash: '67017.05',
        advancePayment: '2952.95',
        pendingWithdrawal: '0.00',
        locked: '0.00',
        totalValue: '99970.00',
      });
      // The same total the Account screen shows (the USD book is empty).
      const profile = await ok(t.app, 'GET', '/user', { token: me.token });
      expect(profile.totalAssets).toBe(book.totalValue);
      expect(profile.advancePayment).toBe(book.advancePayment);
    } finally {
      restore();
    }
  });

  it('shows only the local book where the tenant has no US market', async () => {
    const me = await newInvestor(t.app, 'inr');
    const summary = await ok(t.app, 'GET', '/stockTrade/portfolio', {
      token: me.token,
      host: me.host,
    });
    expect(summary.books.map((b: { currencyType: string }) => b.currencyType)).toEqual(['INR']);
  });
});
