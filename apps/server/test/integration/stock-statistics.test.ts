import { ErrorCode, KeyStatistics, Stock } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fundamentalsOf } from '../../src/market/fundamentals';
import { call } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const DANGCEM = 1001;
const NGXASI = 1101;
/** A stock of each tenant's own market, and whether that market has daily price limits. */
const TENANTS = [
  { host: 'ngn.localhost', stockId: 1001, circuit: true },
  { host: 'inr.localhost', stockId: 2001, circuit: true },
  { host: 'brl.localhost', stockId: 3001, circuit: false },
  { host: 'usd.localhost', stockId: 4001, circuit: false },
];

describe.each(DB_KINDS)('key statistics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { TEST_PRICE_SEAM: 'enabled' } });
  });
  afterAll(() => t?.close());

  const statistics = async (id: number, host?: string) => {
    const answer = await call(t.app, 'GET', '/stock/statistics', {
      query: { id },
      ...(host ? { host } : {}),
    });
    return answer.body;
  };
  const detail = async (id: number) =>
    Stock.parse((await call(t.app, 'GET', '/stock/detail', { query: { id } })).body.data);

  it('follows the price shown: market cap, P/E, yield and the 52-week high move with it', async () => {
    // Far above anything the simulator drew, so it is the 52-week high.
    const price = 5_000;
    await t.app.inject({
      method: 'POST',
      url: '/__test/price',
      payload: { stockId: DANGCEM, price },
    });
    // The HTTP routes reuse a quote for a quarter second (stocks/market-data.ts).
    await vi.waitFor(async () => expect((await detail(DANGCEM)).price).toBe(price), {
      timeout: 2_000,
      interval: 100,
    });
    const shown = await detail(DANGCEM);
    const stats = KeyStatistics.parse((await statistics(DANGCEM)).data);
    const company = fundamentalsOf(DANGCEM)!;
    expect(stats).toMatchObject({
      id: DANGCEM,
      volume: shown.volume,
      marketCap: price * company.sharesOutstanding,
      peRatio: Math.round((price / company.earningsPerShare) * 100) / 100,
      dividendYield: Math.round((company.dividendPerShare / price) * 10_000) / 100,
      lotSize: 10,
      tickSize: 0.01,
    });
    expect(stats.range52Weeks.high).toBe(price);
    expect(stats.range52Weeks.low).toBeLessThanOrEqual(shown.low);
    expect(stats.averageVolume30).toBeGreaterThan(0);
    // Limits are ±10 % of the previous close the detail shows, on the cent grid.
    expect(stats.circuitLimits!.low).toBeCloseTo(shown.close * 0.9, 1);
    expect(stats.circuitLimits!.high).toBeCloseTo(shown.close * 1.1, 1);
    await t.app.inject({
      method: 'POST',
      url: '/__test/price',
      payload: { stockId: DANGCEM, price: null },
    });
  });

  it('answers every tenant for its own market, with circuit limits where the market has them', async () => {
    for (const { host, stockId, circuit } of TENANTS) {
      const stats = KeyStatistics.parse((await statistics(stockId, host)).data);
      expect(stats.marketCap).toBeGreaterThan(0);
      expect(stats.range52Weeks.low).toBeLessThanOrEqual(stats.range52Weeks.high);
      expect(stats.circuitLimits !== null).toBe(circuit);
    }
  });

  it('has no company figures or trading rules for an index', async () => {
    const stats = KeyStatistics.parse((await statistics(NGXASI)).data);
    expect(stats).toMatchObject({
      marketCap: null,
      peRatio: null,
      dividendYield: null,
      lotSize: null,
      tickSize: null,
      circuitLimits: null,
    });
    expect(stats.range52Weeks.high).toBeGreaterThan(0);
  });

  it("does not answer for another tenant's market, or a malformed id", async () => {
    expect((await statistics(DANGCEM, 'inr.localhost')).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t.app, 'GET', '/stock/statistics', { query: { id: 'x' } })).body.code).toBe(
      ErrorCode.VALIDATION,
    );
  });
});
