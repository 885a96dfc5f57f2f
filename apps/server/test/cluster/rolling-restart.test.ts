import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@trading/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../../src/db/database';
import { openDatabase } from '../../src/db/open-database';
import { findUserByUsername } from '../../src/identity/user-repository';
import { auditLedger } from '../../src/ledger/ledger-audit';
import { fromUnits, priceUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { createMarketSim } from '../../src/market/sim/market-sim';
import { DEMO_INVESTOR } from '../../src/seed/demo-accounts';
import { createMarketData } from '../../src/stocks/market-data';
import { connect, type TestClient } from '../market/ws-test-client';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../support/databases';
import { httpApi, httpSignIn } from '../support/http-api';
import { createTestRedis, type TestRedis } from '../support/redis';
import { freePort } from '../support/redis-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const deployConfig = join(import.meta.dirname, '../../../../deploy/haproxy.cfg');
const hasHaproxy = spawnSync('haproxy', ['-v']).status === 0;
const SOCKETS = 10;
const AAPL = { symbol: 'AAPL', exchange: 'US' };
const STOCK = 1005;
/** Answers after which the app sends the same key again: the request may not have been done. */
const RETRIED: number[] = [ErrorCode.UNAVAILABLE, ErrorCode.BUSY];
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** deploy/haproxy.cfg as shipped, on this test's ports and without its system paths. */
function haproxyConfig(listen: number, servers: number[]): string {
  return readFileSync(deployConfig, 'utf8')
    .replace(/^\s*log \/dev\/log.*$/m, '')
    .replace(/^\s*stats socket.*$/m, '')
    .replace(/maxconn \d+/, 'maxconn 2000')
    .replace(/bind :80/, `bind 127.0.0.1:${listen}`)
    .replace(/^\s*server app\d .*$/gm, '')
    .concat(servers.map((port, i) => `    server app${i + 1} 127.0.0.1:${port}\n`).join(''));
}

if (!hasHaproxy) console.warn('rolling restart: haproxy is not installed, the suite is skipped');

// Two PostgreSQL + Redis processes behind HAProxy with deploy/'s configuration.
describe.skipIf(!hasHaproxy).each(DB_KINDS.filter((k) => k === 'postgres'))(
  'a rolling restart behind HAProxy on %s',
  () => {
    let database: TestDatabase;
    let redis: TestRedis;
    let dir: string;
    let haproxy: ChildProcess;
    let lb: number;
    let db: Database;
    const ports: number[] = [];
    const servers: ServerProcess[] = [];
    const envFor = (i: number) => ({
      DATABASE_URL: database.url!,
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      PORT: String(ports[i]),
      MARKET_PRODUCER: i === 0 ? '1' : '0',
      SHUTDOWN_GRACE_MS: '3000',
    });

    beforeAll(async () => {
      redis = await createTestRedis();
      database = await createTestDatabase('postgres');
      ports.push(await freePort(), await freePort());
      for (const i of [0, 1]) servers.push(await startServerProcess(envFor(i)));
      lb = await freePort();
      dir = mkdtempSync(join(tmpdir(), 'rolling-restart-'));
      writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig(lb, ports));
      haproxy = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
      await sleep(3_000);
      db = await openDatabase({ databaseUrl: database.url });
    });
    afterAll(async () => {
      haproxy?.kill('SIGKILL');
      await db?.close();
      await Promise.all(servers.map((s) => s.stop()));
      await database?.drop();
      await redis?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    const api = () => `http://127.0.0.1:${lb}/api`;
    const feedSocket = async (): Promise<TestClient> => {
      const socket = await connect(`ws://127.0.0.1:${lb}/api/ws`, {
        headers: { host: 'ngn.localhost' },
      });
      socket.send({ action: 'SUBSCRIBE', symbols: [AAPL] });
      await socket.waitFor((m) => m.event === 'tick', 0, 5_000);
      return socket;
    };
    /** Back in HAProxy's rotation: its own /readyz answers, then HAProxy's rise 2 × inter 1 s. */
    const inRotation = async (port: number) => {
      for (;;) {
        const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await sleep(200);
      }
      await sleep(3_000);
    };

    it('answers every request, books every order once and sends every socket elsewhere with 1012 while each process restarts', async () => {
      const sockets = await Promise.all(Array.from({ length: SOCKETS }, feedSocket));
      // A client PINGs as the app does, so only the restart closes its socket, never the idle
      // timeout (this test runs longer than it on a loaded machine).
      const pings = setInterval(() => {
        for (const s of sockets) s.send({ action: 'PING' });
      }, 5_000);
      onTestFinished(() => clearInterval(pings));
      const host = 'ngn.localhost';
      const token = await httpSignIn(api(), host, DEMO_INVESTOR);
      const user = await findUserByUsername(db.db, 'ngn', DEMO_INVESTOR.username);
      const ordersOf = async () => {
        const result = await db.db.execute(
          sql`select count(*)::int as n from orders where user_id = ${user!.id}`,
        );
        return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
      };
      const ordersBefore = await ordersOf();
      const market = createMarketData(createMarketSim({ seed: '20240601' }));
      /**
       * One market buy, sent again with its key and the same body (as the app does) while the
       * answer is "try again": a key sent with other fields (a price that moved) is another
       * request, and is refused as such.
       */
      const prices = new Map<string, string>();
      const buy = async (key: string) => {
        if (!prices.has(key))
          prices.set(key, fromUnits(priceUnits(market.quote(instrumentById(STOCK)!).price)));
        const price = prices.get(key)!;
        for (let tries = 0; tries < 20; tries++) {
          const answer = await httpApi(api(), 'POST', '/stockTrade/buy', {
            host,
            token,
            key,
            body: { id: STOCK, amount: 10, price },
          }).catch(() => null);
          if (answer && !RETRIED.includes(answer.code)) return answer;
          await sleep(200);
        }
        throw new Error(`${key}: never answered`);
      };
      const bought = new Map<string, { code: number; id?: unknown }>();
      const outcomes: Array<{ ok: boolean; ms: number; detail?: string }> = [];
      let loading = true;
      const load = Promise.all(
        Array.from({ length: 3 }, async () => {
          while (loading) {
            const started = performance.now();
            const answer = await httpApi(api(), 'GET', '/tenant/config').then(
              (r) => ({ ok: r.code === 0, detail: JSON.stringify(r).slice(0, 120) }),
              (error: Error) => ({ ok: false, detail: error.message }),
            );
            outcomes.push({ ...answer, ms: performance.now() - started });
            // A steady stream, not a flood: the machine runs both servers and HAProxy too.
            await sleep(5);
          }
        }),
      );

      const orders = (async () => {
        for (let k = 0; loading; k++) {
          const key = `roll-${k}`;
          const answer = await buy(key);
          bought.set(key, { code: answer.code, id: (answer.data as { id?: unknown } | null)?.id });
          await sleep(100);
        }
      })();

      for (const i of [0, 1]) {
        await servers[i]!.stop();
        servers[i] = await startServerProcess(envFor(i));
        await inRotation(ports[i]!);
      }
      loading = false;
      await Promise.all([load, orders]);

      const failed = outcomes.filter((o) => !o.ok);
      const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
      console.warn(
        `rolling restart: ${outcomes.length} requests, ${failed.length} failed, ${bought.size} orders, p99 ${ms[Math.floor(ms.length * 0.99)]?.toFixed(1)} ms`,
      );
      expect(failed.slice(0, 3)).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(500);
      // Every order answered as placed exists once; a retried key got its stored answer.
      const placed = [...bought.values()].filter((b) => b.code === 0);
      expect(placed.length).toBeGreaterThan(20);
      expect(new Set(placed.map((b) => b.id)).size).toBe(placed.length);
      expect((await ordersOf()) - ordersBefore).toBe(placed.length);
      for (const [key, first] of [...bought].filter(([, b]) => b.code === 0).slice(0, 5))
        expect((await buy(key)).data).toMatchObject({ id: first.id });
      expect(await auditLedger(db.db)).toEqual([]);
      const closes = await Promise.all(sockets.map((s) => s.closed));
      expect(closes.map((c) => c.code)).toEqual(Array(SOCKETS).fill(1012));
      // The clients come back through HAProxy and get ticks again.
      const again = await Promise.all(Array.from({ length: SOCKETS }, feedSocket));
      for (const socket of again) socket.socket.close();
      // Three restarts, each waiting for readiness and a settle: on a loaded 2-core machine the
      // walk takes longer than the suite's 30 s default, which says nothing of its correctness.
    }, 120_000);
  },
);
