import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { openDatabase } from '../../src/db/open-database';
import { findSession, revokeSession } from '../../src/identity/session-repository';
import { hashSessionToken } from '../../src/identity/session-token';
import { findUserByUsername } from '../../src/identity/user-repository';
import { HOUSE } from '../../src/ledger/accounts';
import { auditLedger } from '../../src/ledger/ledger-audit';
import { fromUnits, priceUnits } from '../../src/ledger/decimal';
import { credit } from '../../src/ledger/movements';
import { instrumentById } from '../../src/market/instruments';
import { createMarketSim } from '../../src/market/sim/market-sim';
import { REGISTRATION_CODES } from '../../src/seed/demo-accounts';
import { createMarketData } from '../../src/stocks/market-data';
import { connect, type TestClient } from '../market/ws-test-client';
import { uniqueUsername } from '../support/api';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../support/databases';
import { httpApi, httpOk } from '../support/http-api';
import { createTestRedis, type TestRedis } from '../support/redis';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const ZENITH = 1006;
/** The alert test pins this stock's price; the order tests trade ZENITH at the simulator's. */
const DANGCEM = 1001;
const TOKEN_REVOKED = 11012;
const AAPL = { symbol: 'AAPL', exchange: 'US' };

// A cluster needs PostgreSQL and Redis; SKIP_PG=1 leaves it out like every PostgreSQL suite.
describe.each(DB_KINDS.filter((k) => k === 'postgres'))('three processes on %s and Redis', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  let db: Database;
  let servers: ServerProcess[] = [];
  /** Prices are a function of (SIM_SEED, time): the test computes what every process shows. */
  const market = createMarketData(createMarketSim({ seed: '20240601' }));

  beforeAll(async () => {
    redis = await createTestRedis();
    database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.prefix,
      SIM_SEED: '20240601',
      // An alert already met is refused: the alert test drives the price through a waiting one.
      TEST_PRICE_SEAM: 'enabled',
    };
    // Started together on an empty database: migrating and seeding must take turns.
    servers = await Promise.all([
      startServerProcess({ ...env, MARKET_PRODUCER: '1' }),
      startServerProcess({ ...env, MARKET_PRODUCER: '0' }),
      startServerProcess({ ...env, MARKET_PRODUCER: '0' }),
    ]);
    db = await openDatabase({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
    await database?.drop();
    await redis?.drop();
  });

  it('every process streams the ticks and order books the one producer computes', async () => {
    const clients: TestClient[] = [];
    for (const server of servers) {
      const client = await connect(server.ws);
      client.send({ action: 'SUBSCRIBE', symbols: [AAPL] });
      client.send({ action: 'SUBSCRIBE_DEPTH', symbols: [AAPL] });
      clients.push(client);
    }
    for (const event of ['tick', 'depth']) {
      // The last client subscribed last: the frame it gets first reached the others too.
      const frame = await clients[2]!.waitFor((m) => m.event === event, 0, 10_000);
      expect(frame).toMatchObject({ symbol: 'AAPL', exchange: 'US' });
      for (const client of clients.slice(0, 2)) {
        const same = await client.waitFor(
          (m) => JSON.stringify(m) === JSON.stringify(frame),
          0,
          10_000,
        );
        expect(same).toEqual(frame);
      }
    }
    for (const client of clients) {
      client.socket.close();
      await client.closed;
    }
  });

  it('shares failed-login counts: the sixth guess is refused by whichever process gets it', async () => {
    const username = uniqueUsername('c');
    await httpOk(servers[0]!.api, 'POST', '/user/register', {
      body: { username, password: 'abc123', authCode: REGISTRATION_CODES.ngn },
    });
    for (let i = 0; i < 5; i++) {
      const wrong = await httpApi(servers[i % 3]!.api, 'POST', '/user/login', {
        body: { username, password: 'wrong1' },
      });
      expect(wrong.code).toBe(10007);
    }
    const blocked = await httpApi(servers[2]!.api, 'POST', '/user/login', {
      body: { username, password: 'abc123' },
    });
    expect(blocked.code).toBe(10004);
  });

  async function signUp(prefix: string) {
    const username = uniqueUsername(prefix);
    await httpOk(servers[0]!.api, 'POST', '/user/register', {
      body: { username, password: 'abc123', authCode: REGISTRATION_CODES.ngn },
    });
    return username;
  }
  const signIn = async (server: ServerProcess, username: string, password = 'abc123') =>
    (
      await httpOk<{ token: string }>(server.api, 'POST', '/user/login', {
        body: { username, password },
      })
    ).token;
  /** An authenticated call: the process caches the session it looks up. */
  const profile = (server: ServerProcess, token: string) =>
    httpApi(server.api, 'GET', '/user', { token });

  it('caches sessions: a revocation written past the servers is not seen at once (the control)', async () => {
    const username = await signUp('k');
    const token = await signIn(servers[0]!, username);
    const started = performance.now();
    expect((await profile(servers[1]!, token)).code).toBe(0);
    const session = await findSession(db.db, 'ngn', hashSessionToken(token));
    await revokeSession(db.db, session!.id);
    const cached = await profile(servers[1]!, token);
    // Within the cache's 2 s the process still answers from its cache: without the message the
    // tests below would see the same. A machine too busy to get here in time proves nothing.
    if (performance.now() - started < 1_500) expect(cached.code).toBe(0);
    expect((await profile(servers[2]!, token)).code).toBe(TOKEN_REVOKED);
  });

  it('sign-out on one process is refused at once by the others that cached the session', async () => {
    const username = await signUp('s');
    const token = await signIn(servers[0]!, username);
    expect((await profile(servers[1]!, token)).code).toBe(0);
    expect((await profile(servers[2]!, token)).code).toBe(0);
    await httpOk(servers[0]!.api, 'POST', '/user/logout', { token });
    // No sleep: B and C dropped the session before A answered the logout.
    expect((await profile(servers[1]!, token)).code).toBe(TOKEN_REVOKED);
    expect((await profile(servers[2]!, token)).code).toBe(TOKEN_REVOKED);
    expect((await profile(servers[0]!, token)).code).toBe(TOKEN_REVOKED);
  });

  it('signing out another device from the Devices list ends it on every process at once', async () => {
    const username = await signUp('d');
    const laptop = await signIn(servers[0]!, username);
    const phone = await signIn(servers[1]!, username);
    for (const server of servers) expect((await profile(server, phone)).code).toBe(0);
    const sessions = await httpOk<Array<{ id: number; current: boolean }>>(
      servers[2]!.api,
      'GET',
      '/user/sessions',
      { token: laptop },
    );
    const other = sessions.find((s) => !s.current)!;
    await httpOk(servers[2]!.api, 'DELETE', `/user/sessions/${other.id}`, { token: laptop });
    // No sleep: every process dropped the cached session before the call answered.
    for (const server of servers) {
      expect((await profile(server, phone)).code).toBe(TOKEN_REVOKED);
      expect((await profile(server, laptop)).code).toBe(0);
    }
  });

  it("a password change signs the user's other devices out on every process at once", async () => {
    const username = await signUp('p');
    const current = await signIn(servers[0]!, username);
    const phone = await signIn(servers[1]!, username);
    const tablet = await signIn(servers[2]!, username);
    for (const server of servers) {
      expect((await profile(server, phone)).code).toBe(0);
      expect((await profile(server, tablet)).code).toBe(0);
      expect((await profile(server, current)).code).toBe(0);
    }
    await httpOk(servers[0]!.api, 'PUT', '/user/password', {
      token: current,
      body: { oldPassword: 'abc123', password: 'xyz789' },
    });
    // The processes that did not take the change first, then the one that did.
    for (const server of [servers[1]!, servers[2]!, servers[0]!]) {
      expect((await profile(server, phone)).code).toBe(TOKEN_REVOKED);
      expect((await profile(server, tablet)).code).toBe(TOKEN_REVOKED);
      // The session that changed the password stays signed in.
      expect((await profile(server, current)).code).toBe(0);
    }
    expect((await signIn(servers[1]!, username, 'xyz789')).length).toBeGreaterThan(0);
  });

  it("a price alert fires once and reaches the user's sockets on the processes that are not the producer", async () => {
    const token = await signIn(servers[1]!, await signUp('pa'));
    const sockets: TestClient[] = [];
    for (const server of servers.slice(1)) {
      const client = await connect(server.ws);
      client.send({ action: 'AUTH', token });
      await client.waitFor((m) => m.event === 'auth');
      sockets.push(client);
    }
    const stock = instrumentById(DANGCEM)!;
    const price = market.quote(stock).price;
    const alert = await httpOk<{ id: number }>(servers[2]!.api, 'POST', '/alert/create', {
      token,
      body: { stockId: DANGCEM, kind: 'PRICE_ABOVE', value: price * 1.5 },
    });
    // Twice the price on every process: met at the producer's next check.
    const pin = (value: number | null) =>
      Promise.all(
        servers.map((server) =>
          fetch(`http://127.0.0.1:${server.port}/__test/price`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ stockId: DANGCEM, price: value }),
          }).then((r) => expect(r.status).toBe(200)),
        ),
      );
    await pin(Number((price * 2).toFixed(2)));
    const isAlert = (m: Record<string, unknown>) =>
      m.event === 'notification' &&
      (m.notification as { kind: string; stockId: number }).stockId === DANGCEM;
    for (const client of sockets) await client.waitFor(isAlert, 0, 10_000);
    const notices = await httpOk<Array<{ kind: string }>>(
      servers[0]!.api,
      'GET',
      '/user/notifications',
      { token },
    );
    expect(notices.filter((n) => n.kind === 'PRICE_ALERT')).toHaveLength(1);
    const [listed] = await httpOk<Array<{ id: number; triggeredTime: number | null }>>(
      servers[1]!.api,
      'GET',
      '/alert/list',
      { token },
    );
    expect(listed).toMatchObject({ id: alert.id });
    expect(listed!.triggeredTime).not.toBeNull();
    await pin(null);
    for (const client of sockets) {
      client.socket.close();
      await client.closed;
    }
  });

  it('orders and exchanges sent to different processes at once keep the ledger consistent', async () => {
    const investors = await Promise.all(
      Array.from({ length: 4 }, async (_, n) => {
        const username = uniqueUsername('o');
        await httpOk(servers[n % 3]!.api, 'POST', '/user/register', {
          body: { username, password: 'abc123', authCode: REGISTRATION_CODES.ngn },
        });
        // Logged in on one process, used on all three: sessions live in PostgreSQL.
        const { token } = await httpOk<{ token: string }>(
          servers[(n + 1) % 3]!.api,
          'POST',
          '/user/login',
          { body: { username, password: 'abc123' } },
        );
        const user = await findUserByUsername(db.db, 'ngn', username);
        await db.db.transaction((tx) =>
          credit(tx as never, {
            tenantId: 'ngn',
            userId: user!.id,
            currency: 'NGN',
            amount: '15000',
            scene: 'USER_DEPOSIT',
            description: 'Cluster test funding',
            houseAccount: HOUSE.depositClearing,
          }),
        );
        return { token, userId: user!.id };
      }),
    );
    const price = fromUnits(priceUnits(market.quote(instrumentById(ZENITH)!).price));
    const KEYS = 24;
    // Each key is sent three times at once, one copy to each process; more than the cash covers.
    const calls = investors.flatMap(({ token }) =>
      Array.from({ length: KEYS }, (_, i) =>
        servers.map((server) =>
          i % 4 === 0
            ? httpApi(server.api, 'POST', '/exchange/toUSD', {
                token,
                key: `x${i}`,
                body: { amount: '1550' },
              })
            : httpApi(server.api, 'POST', '/stockTrade/buy', {
                token,
                key: `k${i}`,
                body: { id: ZENITH, amount: 10, price },
              }),
        ),
      ),
    );
    const results = await Promise.all(calls.map((copies) => Promise.all(copies)));

    for (const copies of results) {
      for (const r of copies) expect([0, 20001]).toContain(r.code);
      // The copies of a key agree: one order (the same record three times), or all refused.
      if (copies.some((c) => c.code === 0)) expect(copies).toEqual(Array(3).fill(copies[0]));
    }
    const refused = results.filter((copies) => copies[0]!.code !== 0).length;
    expect(refused).toBeGreaterThan(0);

    for (const [n, investor] of investors.entries()) {
      const mine = results.slice(n * KEYS, (n + 1) * KEYS).map((copies) => copies[0]!);
      const filled = mine.filter((r) => r.code === 0 && r.data.side === 'BUY').length;
      const orders = await httpOk(servers[n % 3]!.api, 'POST', '/stockTrade/buyRecord', {
        token: investor.token,
        body: { pageSize: 100 },
      });
      expect(orders.total).toBe(filled);
    }
    const negative = await db.db.execute(
      sql`select count(*)::int as n from user_balances where cash < 0 or held < 0`,
    );
    expect((negative as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    expect(await auditLedger(db.db)).toEqual([]);
  });
});
