import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromUnits, priceUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { startTestApp, type TestApp } from '../support/test-app';
import { DB_KINDS } from '../support/databases';
import {
  api,
  expectLedgerConsistent,
  fund,
  newInvestor,
  ok,
  saveUsableDestination,
  servicesOf,
  setOpPassword,
} from './money-api';

// PostgreSQL is where requests truly run in parallel (a pool of connections); PGlite runs them one by one.
describe.each(DB_KINDS.filter((k) => k === 'postgres'))(
  'one account under concurrent load on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t?.close());

    it('many simultaneous buys, exchanges and retries: no negative balance, every retry moved money once', async () => {
      const me = await newInvestor(t.app);
      await fund(t.app, me, 'NGN', '20000');
      const price = fromUnits(
        priceUnits(servicesOf(t.app).market.quote(instrumentById(1006)!).price),
      );
      // 40 distinct keys, each sent 3 times at once: far more than the cash covers.
      const calls = Array.from({ length: 40 }, (_, i) => i).flatMap((i) =>
        Array.from({ length: 3 }, () =>
          i % 4 === 0
            ? api(t.app, 'POST', '/exchange/toUSD', {
                token: me.token,
                key: `x${i}`,
                body: { amount: '1550' },
              })
            : api(t.app, 'POST', '/stockTrade/buy', {
                token: me.token,
                key: `k${i}`,
                body: { id: 1006, amount: 10, price },
              }),
        ),
      );
      const results = await Promise.all(calls);
      for (const r of results) expect([0, 20001]).toContain(r.code);
      // The three copies of a key agree: all filled with one order, or all refused.
      for (let i = 0; i < 40; i++) {
        const copies = results.slice(i * 3, i * 3 + 3);
        const codes = new Set(copies.map((c) => c.code));
        // jsonb may reorder keys, so compare parsed values.
        if (codes.has(0)) expect(copies).toEqual(Array(3).fill(copies[0]));
      }
      const filledBuys = new Set(
        results.filter((r) => r.code === 0 && r.data.side === 'BUY').map((r) => r.data.id),
      ).size;
      const orders = await ok(t.app, 'POST', '/stockTrade/buyRecord', {
        token: me.token,
        body: { pageSize: 100 },
      });
      expect(orders.total).toBe(filledBuys);
      const bp = await ok(t.app, 'GET', '/user/balanceAndPosition', {
        token: me.token,
        query: { stockId: 1006 },
      });
      expect(bp.availableAmount).toBe(filledBuys * 10);
      expect(bp.balance.startsWith('-')).toBe(false);
      await expectLedgerConsistent(t.app);
    });

    it('buys and sells of one stock racing: none fails but for want of shares, shares and cash add up', async () => {
      const me = await newInvestor(t.app);
      await fund(t.app, me, 'NGN', '200000');
      const price = fromUnits(
        priceUnits(servicesOf(t.app).market.quote(instrumentById(1006)!).price),
      );
      // A buy locks the balance row then the position row; a sell must take them in the
      // same order or two of them deadlock (PostgreSQL would abort one with an error).
      const calls = Array.from({ length: 60 }, (_, i) =>
        api(t.app, 'POST', `/stockTrade/${i % 2 === 0 ? 'buy' : 'sell'}`, {
          token: me.token,
          key: `race${i}`,
          body: { id: 1006, amount: 10, price },
        }),
      );
      const results = await Promise.all(calls);
      const sells = results.filter((_, i) => i % 2 === 1);
      for (const r of results.filter((_, i) => i % 2 === 0)) expect(r.code).toBe(0);
      for (const r of sells) expect([0, 20008]).toContain(r.code);
      const sold = sells.filter((r) => r.code === 0).length;
      const bp = await ok(t.app, 'GET', '/user/balanceAndPosition', {
        token: me.token,
        query: { stockId: 1006 },
      });
      expect(bp.availableAmount).toBe((30 - sold) * 10);
      await expectLedgerConsistent(t.app);
    });

    it('simultaneous withdrawals never hold more than the balance', async () => {
      const me = await newInvestor(t.app);
      const demo = servicesOf(t.app);
      await fund(t.app, me, 'NGN', '10000');
      const { reviewKyc } = await import('../../src/kyc/kyc-service');
      const { uploadImage, operatorOf } = await import('./money-api');
      const photo = await uploadImage(t.app, me, 'KYC');
      await ok(t.app, 'POST', '/kyc', {
        token: me.token,
        body: {
          name: 'N',
          idType: 'NIN',
          idNumber: '12345678901',
          bank: 'Zenith Bank',
          cardNo: '0011223346',
          photo: [photo],
        },
      });
      await reviewKyc(demo.db, await operatorOf(t.app, 'ngn'), me.userId, { status: 'PASSED' });
      await setOpPassword(t.app, me, '493817');
      await saveUsableDestination(t.app, me, {
        accountName: 'N',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
      });
      const body = {
        amount: '3000',
        opPwd: '493817',
        accountName: 'N',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
      };
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api(t.app, 'POST', '/finance/withdraw', { token: me.token, key: `w${i % 5}`, body }),
        ),
      );
      const accepted = new Set(results.filter((r) => r.code === 0).map((r) => r.data.id));
      expect(accepted.size).toBe(3);
      expect((await ok(t.app, 'GET', '/user/balance', { token: me.token })).balance).toBe(
        '1000.00',
      );
      await expectLedgerConsistent(t.app);
    });
  },
);
