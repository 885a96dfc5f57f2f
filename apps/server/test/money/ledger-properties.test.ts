import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveDeposit, rejectDeposit } from '../../src/finance/deposit-service';
import { approveWithdrawal, rejectWithdrawal } from '../../src/finance/withdraw-service';
import { readBalances } from '../../src/ledger/balances';
import { fromUnits, priceUnits, toUnits } from '../../src/ledger/decimal';
import { login } from '../support/api';
import { instrumentById } from '../../src/market/instruments';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, expectLedgerConsistent, operatorOf, servicesOf } from './money-api';

const cents = fc
  .integer({ min: 1, max: 5_000_000 })
  .map((c) => fromUnits(toUnits(String(c)) / 100n));
const op = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: cents, approve: fc.boolean() }),
  fc.record({
    kind: fc.constantFrom('buy' as const, 'sell' as const),
    id: fc.constantFrom(1005, 1009, 4010),
    lots: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: cents, approve: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('toUSD' as const, 'toNGN' as const), amount: cents }),
);

describe('ledger invariants under random money operations (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('keeps every transaction balanced, balances non-negative and equal to the entries', async () => {
    const { db, market } = servicesOf(t.app);
    const token = await login(t.app, 'demo', 'demo12');
    const operator = await operatorOf(t.app, 'ngn');
    const demoId = (await db.execute<{ id: number }>(
      (await import('drizzle-orm'))
        .sql`select id from users where tenant_id = 'ngn' and username = 'demo'`,
    )) as unknown as { rows: { id: number }[] };
    const userId = demoId.rows[0]!.id;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === 'deposit') {
            const r = await api(t.app, 'POST', '/finance/deposit', {
              token,
              body: {
                amount: o.amount,
                accountName: 'D',
                bank: 'B',
                accountNumber: '1',
                receipt: undefined,
                authCode: 'FUND-NGN',
                usdt: true,
              },
            });
            if (r.code === 0)
              await (o.approve
                ? approveDeposit(db, operator, r.data.id)
                : rejectDeposit(db, operator, r.data.id, { reason: 'FUNDS_NOT_RECEIVED' }));
          } else if (o.kind === 'withdraw') {
            const r = await api(t.app, 'POST', '/finance/withdraw', {
              token,
              body: {
                amount: o.amount,
                opPwd: '123456',
                accountName: 'Demo Investor',
                bank: 'Access Bank',
                accountNumber: '0123456784',
              },
            });
            expect([0, 20001, 20007]).toContain(r.code);
            if (r.code === 0)
              await (o.approve
                ? approveWithdrawal(db, operator, r.data.id, undefined, {})
                : rejectWithdrawal(db, operator, r.data.id, { reason: 'DESTINATION_INVALID' }));
          } else if (o.kind === 'buy' || o.kind === 'sell') {
            const price = fromUnits(priceUnits(market.quote(instrumentById(o.id)!).price));
            const r = await api(t.app, 'POST', `/stockTrade/${o.kind}`, {
              token,
              body: { id: o.id, amount: o.lots * 10, price },
            });
            expect([0, 20001, 20008]).toContain(r.code);
          } else if (o.kind === 'toUSD' || o.kind === 'toNGN') {
            const r = await api(t.app, 'POST', `/exchange/${o.kind}`, {
              token,
              body: { amount: o.amount },
            });
            expect([0, 20001, 20007]).toContain(r.code);
          }
          await expectLedgerConsistent(t.app);
          for (const b of (await readBalances(db, 'ngn', userId)).values()) {
            expect(b.cash >= 0n && b.held >= 0n).toBe(true);
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
