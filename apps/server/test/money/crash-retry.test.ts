import {
  ErrorCode,
  type ExchangeRecord,
  type OrderRecord,
  type WithdrawRecord,
} from '@trading/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openDatabase } from '../../src/db/open-database';
import { findUserByUsername } from '../../src/identity/user-repository';
import { auditLedger } from '../../src/ledger/ledger-audit';
import { fromUnits, priceUnits, timesInt, toUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { createMarketSim } from '../../src/market/sim/market-sim';
import { DEMO_INVESTOR } from '../../src/seed/demo-accounts';
import { createMarketData } from '../../src/stocks/market-data';
import type { Envelope } from '../support/api';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../support/databases';
import { httpApi, httpSignIn } from '../support/http-api';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/** The demo investor of each tenant: verified, withdrawal password 123456, funded. */
const ACCOUNTS = [
  { tenant: 'ngn', stock: 1005, exchange: '1550' },
  { tenant: 'inr', stock: 2001, exchange: '100' },
  { tenant: 'brl', stock: 3001, exchange: '10' },
] as const;
const USDT_WALLET = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const BUYS = 8;
const EXCHANGES = 6;
const WITHDRAWALS = 6;
/** The server is killed once this many answers came back; the rest are in flight or queued. */
const KILL_AFTER = 15;
const IN_FLIGHT = 6;
const SERVER_CONNECTIONS = 'trading-server';
/** An answer slower than this is a hang. */
const ANSWER_WITHIN_MS = 15_000;
/** The codes a request may get while its database connection is cut: done, or try again. */
const DONE_OR_RETRY = [0, ErrorCode.UNAVAILABLE];

interface Operation {
  tenant: string;
  host: string;
  kind: 'buy' | 'exchange' | 'withdraw';
  path: string;
  key: string;
  body: unknown;
}

type Counts = { orders: number; exchanges: number; withdrawals: number };
type Books = Record<string, { cash: bigint; held: bigint }>;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(DB_KINDS.filter((k) => k === 'postgres'))(
  'a server killed during a burst of money requests on %s',
  () => {
    let database: TestDatabase;
    let db: Database;
    let server: ServerProcess | undefined;
    // The server's connections carry a name of their own, so a test can cut exactly those.
    const env = () => ({
      DATABASE_URL: `${database.url!}?application_name=${SERVER_CONNECTIONS}`,
      SIM_SEED: '20240601',
    });
    const market = createMarketData(createMarketSim({ seed: '20240601' }));

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      server = await startServerProcess(env());
      db = await openDatabase({ databaseUrl: database.url });
    });
    afterAll(async () => {
      await server?.stop();
      await db?.close();
      await database?.drop();
    });

    async function countsOf(userId: number): Promise<Counts> {
      const [row] = rows<Counts>(
        await db.db.execute(sql`select
          (select count(*)::int from orders where user_id = ${userId}) as orders,
          (select count(*)::int from exchanges where user_id = ${userId}) as exchanges,
          (select count(*)::int from withdrawals where user_id = ${userId}) as withdrawals`),
      );
      return row!;
    }

    async function booksOf(userId: number): Promise<Books> {
      const found = rows<{ currency: string; cash: string; held: string }>(
        await db.db.execute(
          sql`select currency, cash::text as cash, held::text as held from user_balances where user_id = ${userId}`,
        ),
      );
      return Object.fromEntries(
        found.map((b) => [b.currency, { cash: toUnits(b.cash), held: toUnits(b.held) }]),
      );
    }

    it('retrying every request with its key after a restart completes each exactly once', async () => {
      const investors = await Promise.all(
        ACCOUNTS.map(async (a) => {
          const host = `${a.tenant}.localhost`;
          const token = await httpSignIn(server!.api, host, DEMO_INVESTOR);
          const user = await findUserByUsername(db.db, a.tenant, DEMO_INVESTOR.username);
          return { ...a, host, token, userId: user!.id };
        }),
      );
      const before = await Promise.all(investors.map((i) => countsOf(i.userId)));
      const booksBefore = await Promise.all(investors.map((i) => booksOf(i.userId)));

      const operations: Operation[] = investors.flatMap(({ tenant, host, stock, exchange }) => {
        const price = fromUnits(priceUnits(market.quote(instrumentById(stock)!).price));
        const of = (kind: Operation['kind'], path: string, n: number, body: unknown) =>
          Array.from({ length: n }, (_, i) => ({
            tenant,
            host,
            kind,
            path,
            key: `${kind}-${i}`,
            body,
          }));
        return [
          ...of('buy', '/stockTrade/buy', BUYS, { id: stock, amount: 10, price }),
          ...of('exchange', '/exchange/toUSD', EXCHANGES, { amount: exchange }),
          ...of('withdraw', '/finance/withdraw', WITHDRAWALS, {
            usdt: true,
            amount: '10',
            opPwd: '123456',
            accountNumber: USDT_WALLET,
          }),
        ];
      });
      // Interleave tenants and kinds, so the kill lands in the middle of all of them.
      const round = (op: Operation) => Number(op.key.slice(op.key.lastIndexOf('-') + 1));
      operations.sort((a, b) => round(a) - round(b));
      const tokenOf = (op: Operation) => investors.find((i) => i.tenant === op.tenant)!.token;
      const send = (base: string, op: Operation) =>
        httpApi(base, 'POST', op.path, {
          host: op.host,
          token: tokenOf(op),
          key: op.key,
          body: op.body,
        });

      // The burst: a few requests in flight at a time; SIGKILL once KILL_AFTER have answered.
      const first = new Map<Operation, Envelope>();
      const crashed = server!;
      let next = 0;
      let killing: Promise<void> | undefined;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < operations.length && !killing) {
            const op = operations[next++]!;
            try {
              first.set(op, await send(crashed.api, op));
            } catch {
              // No answer: the request died with the server, before or after its commit.
            }
            if (first.size >= KILL_AFTER) killing ??= crashed.kill();
          }
        }),
      );
      await killing;
      expect(first.size).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(first.size).toBeLessThan(operations.length);
      for (const [op, answer] of first)
        expect(answer.code, `${op.tenant} ${op.key}: ${answer.msg}`).toBe(0);

      server = await startServerProcess(env());
      const retried = new Map<Operation, Envelope>();
      for (const op of operations) retried.set(op, await send(server.api, op));

      for (const op of operations) {
        const answer = retried.get(op)!;
        expect(answer.code, `${op.tenant} ${op.key}: ${answer.msg}`).toBe(0);
        // An operation answered before the crash answers the same after it: nothing ran twice.
        if (first.has(op)) expect(answer).toEqual(first.get(op));
      }

      for (const [n, investor] of investors.entries()) {
        const mine = operations.filter((op) => op.tenant === investor.tenant);
        const data = <T>(kind: Operation['kind']) =>
          mine.filter((op) => op.kind === kind).map((op) => retried.get(op)!.data as T);
        const buys = data<OrderRecord>('buy');
        const exchanges = data<ExchangeRecord>('exchange');
        const withdrawals = data<WithdrawRecord>('withdraw');
        for (const records of [buys, exchanges, withdrawals])
          expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
        expect(await countsOf(investor.userId)).toEqual({
          orders: before[n]!.orders + BUYS,
          exchanges: before[n]!.exchanges + EXCHANGES,
          withdrawals: before[n]!.withdrawals + WITHDRAWALS,
        });

        // Every unit accounted for: the books moved by exactly what the answers say.
        const sum = (values: string[]) => values.reduce((s, v) => s + toUnits(v), 0n);
        const local = buys[0]!.currencyType;
        const spent =
          buys.reduce((s, b) => s + timesInt(toUnits(b.price), b.amount) + toUnits(b.fee), 0n) +
          sum(exchanges.map((e) => e.fromAmount));
        const withdrawn = sum(withdrawals.map((w) => w.amount));
        const start = booksBefore[n]!;
        expect(await booksOf(investor.userId)).toMatchObject({
          [local]: { cash: start[local]!.cash - spent, held: start[local]!.held },
          USD: {
            cash: start.USD!.cash + sum(exchanges.map((e) => e.toAmount)) - withdrawn,
            held: start.USD!.held + withdrawn,
          },
        });
      }
      expect(await auditLedger(db.db)).toEqual([]);
    });

    it('survives its database connections being cut under load: every answer done or retryable, nothing lost or doubled', async () => {
      const { tenant, stock, exchange } = ACCOUNTS[0];
      const host = `${tenant}.localhost`;
      const token = await httpSignIn(server!.api, host, DEMO_INVESTOR);
      const user = await findUserByUsername(db.db, tenant, DEMO_INVESTOR.username);
      const before = await countsOf(user!.id);
      const price = fromUnits(priceUnits(market.quote(instrumentById(stock)!).price));
      // Buys are one statement each; exchanges run in a transaction on a checked-out connection.
      const send = (key: string) =>
        Promise.race([
          key.startsWith('buy')
            ? httpApi(server!.api, 'POST', '/stockTrade/buy', {
                host,
                token,
                key,
                body: { id: stock, amount: 10, price },
              })
            : httpApi(server!.api, 'POST', '/exchange/toUSD', {
                host,
                token,
                key,
                body: { amount: exchange },
              }),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`${key}: no answer`)), ANSWER_WITHIN_MS),
          ),
        ]);
      const cut = () =>
        db.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${SERVER_CONNECTIONS}`);

      const keys = Array.from({ length: 160 }, (_, i) => `${i % 2 ? 'buy' : 'exchange'}-cut-${i}`);
      const answers = new Map<string, Envelope>();
      let next = 0;
      let cutting = true;
      const cuts = (async () => {
        let n = 0;
        while (cutting) {
          n += rows<{ pg_terminate_backend: boolean }>(await cut()).length;
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        return n;
      })();
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < keys.length) {
            const key = keys[next++]!;
            answers.set(key, await send(key));
          }
        }),
      );
      cutting = false;
      expect(await cuts).toBeGreaterThan(0);
      expect(server!.child.exitCode).toBeNull();
      for (const [key, answer] of answers)
        expect(DONE_OR_RETRY, `${key}: ${answer.code} ${answer.msg}`).toContain(answer.code);

      // Back within seconds: every key retried until done, each buy done exactly once.
      const retried = new Map<string, Envelope>();
      const until = Date.now() + 10_000;
      for (const key of keys) {
        let answer = await send(key);
        while (answer.code !== 0 && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          answer = await send(key);
        }
        expect(answer.code, `${key}: ${answer.msg}`).toBe(0);
        if (answers.get(key)!.code === 0) expect(answer).toEqual(answers.get(key));
        retried.set(key, answer);
      }
      const ids = (kind: string) =>
        new Set(
          keys
            .filter((k) => k.startsWith(kind))
            .map((k) => (retried.get(k)!.data as { id: number }).id),
        ).size;
      expect(await countsOf(user!.id)).toEqual({
        ...before,
        orders: before.orders + ids('buy'),
        exchanges: before.exchanges + ids('exchange'),
      });
      expect(ids('buy') + ids('exchange')).toBe(keys.length);
      expect(await auditLedger(db.db)).toEqual([]);
    });
  },
);
