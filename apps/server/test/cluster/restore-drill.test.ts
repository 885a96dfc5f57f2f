import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../src/db/open-database';
import { auditLedger } from '../../src/ledger/ledger-audit';
import { fromUnits, priceUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { createMarketSim } from '../../src/market/sim/market-sim';
import { DEMO_INVESTOR } from '../../src/seed/demo-accounts';
import { createMarketData } from '../../src/stocks/market-data';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../support/databases';
import { httpApi, httpSignIn } from '../support/http-api';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const DANGCEM = 1001;
const HOST = 'ngn.localhost';

/**
 * A PostgreSQL client program run to its end, without blocking: the test's writer goes on
 * sending orders meanwhile.
 */
const run = (program: string, args: string[]) => promisify(execFile)(program, args);

/** Rows of a count, on any database of the test. */
async function counts(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    const row = async (table: string) =>
      Number(
        (
          (await database.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as {
            rows: { n: string }[];
          }
        ).rows[0]!.n,
      );
    return {
      orders: await row('orders'),
      workingOrders: await row('working_orders'),
      ledgerTransactions: await row('ledger_transactions'),
      problems: await auditLedger(database.db),
    };
  } finally {
    await database.close();
  }
}

// The drill of deploy/README.md ("Backups and the restore drill"): a logical dump of a live
// database restored into a new one is a consistent set of books a server runs on.
describe.each(DB_KINDS)('restore drill on %s', (kind) => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  // pg_dump and pg_restore are PostgreSQL's; PGlite is an embedded file, copied as one.
  it.runIf(kind === 'postgres')(
    'pg_dump of a database taking orders, restored into a new one: the ledger audit is clean and a server runs on it',
    async () => {
      const live: TestDatabase = await createTestDatabase(kind);
      cleanups.push(() => live.drop());
      const server: ServerProcess = await startServerProcess({ DATABASE_URL: live.url! });
      cleanups.push(() => server.kill());
      const token = await httpSignIn(server.api, HOST, DEMO_INVESTOR);
      const market = createMarketData(createMarketSim({ seed: '20240601' }));
      const price = () => fromUnits(priceUnits(market.quote(instrumentById(DANGCEM)!).price));

      // Market buys and limit buys (cash held on the ledger) go on while the dump is taken.
      let writing = true;
      onTestFinished(() => {
        writing = false;
      });
      let placed = 0;
      const refusals: string[] = [];
      const writer = (async () => {
        for (let i = 0; writing && refusals.length === 0; i++) {
          const answer =
            i % 2 === 0
              ? await httpApi(server.api, 'POST', '/stockTrade/buy', {
                  host: HOST,
                  token,
                  key: `drill-${i}`,
                  body: { id: DANGCEM, amount: 10, price: price() },
                })
              : await httpApi(server.api, 'POST', '/order/place', {
                  host: HOST,
                  token,
                  body: {
                    stockId: DANGCEM,
                    timeInForce: 'GTC',
                    type: 'LIMIT',
                    side: 'BUY',
                    quantity: 10,
                    limitPrice: '1.00',
                  },
                });
          if (answer.code === 0) placed += 1;
          else refusals.push(`${answer.code} ${answer.msg}`);
        }
      })().catch((error: Error) => refusals.push(error.message));
      while (placed < 10) {
        expect(refusals).toEqual([]);
        await new Promise((tick) => setTimeout(tick, 50));
      }

      const dir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const dump = join(dir, 'live.dump');
      const placedBeforeDump = placed;
      // One snapshot of the whole database, taken without stopping the server.
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, live.url!]);
      // The server took orders while the dump ran.
      expect(placed).toBeGreaterThan(placedBeforeDump);
      writing = false;
      await writer;
      expect(refusals).toEqual([]);

      const restored = await createTestDatabase(kind, { prefix: 'restored' });
      cleanups.push(() => restored.drop());
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.url!}`, dump]);

      const [after, copy] = [await counts(live.url!), await counts(restored.url!)];
      expect(copy.problems).toEqual([]);
      expect(after.problems).toEqual([]);
      // The copy holds what was written before the dump began, and nothing the live one lacks.
      const copied = copy.orders + copy.workingOrders;
      expect(copied).toBeGreaterThanOrEqual(placedBeforeDump);
      expect(copied).toBeLessThanOrEqual(after.orders + after.workingOrders);
      expect(copy.ledgerTransactions).toBeGreaterThan(0);

      // A server on the copy: ready, and the investor's orders are there.
      const standby = await startServerProcess({ DATABASE_URL: restored.url! });
      cleanups.push(() => standby.stop());
      const ready = await fetch(`http://127.0.0.1:${standby.port}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready' });
      const again = await httpSignIn(standby.api, HOST, DEMO_INVESTOR);
      const open = await httpApi(standby.api, 'GET', '/order/open?pageNum=1&pageSize=1', {
        host: HOST,
        token: again,
      });
      expect(open.data.total).toBe(await openOfDemo(restored.url!));
      expect(open.data.total).toBeGreaterThan(0);
    },
    240_000,
  );
});

/** The demo investor's pending working orders in a database, read directly. */
async function openOfDemo(url: string): Promise<number> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    const result = (await database.db.execute(
      sql`select count(*) as n from working_orders w join users u on u.id = w.user_id
        where u.tenant_id = 'ngn' and u.username = ${DEMO_INVESTOR.username} and w.status = 'PENDING'`,
    )) as unknown as { rows: { n: string }[] };
    return Number(result.rows[0]!.n);
  } finally {
    await database.close();
  }
}
