import { Candle, IndexItem, MARKETS, Stock, StockSummary } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInvestor } from '../money/money-api';
import { call } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const DANGCEM = 1001;
const NGXASI = 1101;

describe.each(DB_KINDS)('market data routes on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // A new investor: the demo one is seeded with favourites of its own.
    token = (await newInvestor(t.app)).token;
  });
  afterAll(() => t?.close());

  it('lists index items for the home strip and the index tab', async () => {
    const main = await call(t.app, 'GET', '/stock/mainPageIndex');
    expect(main.body.code).toBe(0);
    const items = main.body.data.map((i: unknown) => IndexItem.parse(i));
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    expect(items[0].symbol).toBe('NGXASI');
    const all = await call(t.app, 'GET', '/stock/index');
    expect(all.body.data.map((i: { symbol: string }) => i.symbol)).toEqual(
      expect.arrayContaining(['NGXASI', 'SPX']),
    );
    // INR does not show the US market.
    const inr = await call(t.app, 'GET', '/stock/index', { host: 'inr.localhost' });
    expect(inr.body.data.map((i: { symbol: string }) => i.symbol)).not.toContain('SPX');
  });

  it('searches by keyword in symbol or name, paged, within the tenant markets', async () => {
    const all = await call(t.app, 'GET', '/stock/page', { query: { pageNum: 1, pageSize: 5 } });
    expect(all.body.data).toMatchObject({ pageNum: 1, pageSize: 5 });
    expect(all.body.data.records).toHaveLength(5);
    expect(all.body.data.total).toBeGreaterThan(10);
    all.body.data.records.forEach((r: unknown) => StockSummary.parse(r));
    const bank = await call(t.app, 'GET', '/stock/page', { query: { keyword: 'bank' } });
    const names: string[] = bank.body.data.records.map((r: { name: string }) =>
      r.name.toLowerCase(),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('bank'))).toBe(true);
    expect(
      (await call(t.app, 'GET', '/stock/page', { query: { keyword: '%' } })).body.data.total,
    ).toBe(0);
    const reliance = await call(t.app, 'GET', '/stock/page', { query: { keyword: 'RELIANCE' } });
    expect(reliance.body.data.total).toBe(0);
    const inInr = await call(t.app, 'GET', '/stock/page', {
      host: 'inr.localhost',
      query: { keyword: 'reliance' },
    });
    expect(inInr.body.data.records[0].symbol).toBe('RELIANCE');
    expect((await call(t.app, 'GET', '/stock/page', { query: { pageSize: 0 } })).body.code).toBe(
      10001,
    );
  });

  it('ranks by volume, gainers and losers, with column sort and paging', async () => {
    const rank = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/stock/rank', { body: { market: 'NSENG', ...body } });
    const volume = (await rank({ rankType: 'VOLUME' })).body.data;
    expect(volume.pageSize).toBe(20);
    const volumes = volume.records.map((r: { volume: number }) => r.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(volume.records.every((r: { market: string }) => r.market === 'NSENG')).toBe(true);
    const ups = (await rank({ rankType: 'GAINERS' })).body.data.records.map(
      (r: { up: number }) => r.up,
    );
    expect(ups).toEqual([...ups].sort((a, b) => b - a));
    const downs = (await rank({ rankType: 'LOOSER' })).body.data.records.map(
      (r: { up: number }) => r.up,
    );
    expect(downs).toEqual([...downs].sort((a, b) => a - b));
    const byChangeAsc = (await rank({ rankType: 'VOLUME', sortType: 'CHANGE', direction: 'ASC' }))
      .body.data.records;
    const changes = byChangeAsc.map((r: { change: number }) => r.change);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
    const page2 = (await rank({ rankType: 'VOLUME', pageNum: 2, pageSize: 5 })).body.data;
    expect(page2.records[0].id).toBe(volume.records[5].id);
    expect((await rank({ rankType: 'SIDEWAYS' })).body.code).toBe(10001);
    expect(
      (await call(t.app, 'POST', '/stock/rank', { body: { rankType: 'VOLUME' } })).body.msg,
    ).toBe('market is required');
  });

  it('lists only risers as gainers and only fallers as losers, flat quotes in neither, on every market', async () => {
    const hosts = { NSENG: 'ngn', INDIA: 'inr', BMFBOVESPA: 'brl', US: 'usd' } as const;
    for (const market of MARKETS) {
      const all = async (rankType: string) =>
        (
          await call(t.app, 'POST', '/stock/rank', {
            host: `${hosts[market]}.localhost`,
            body: { market, rankType, pageSize: 100 },
          })
        ).body.data.records as Array<{ up: number }>;
      // The simulator keeps moving: read the three lists, then compare counts loosely in time.
      const [gainers, losers, everyone] = await Promise.all([
        all('GAINERS'),
        all('LOOSER'),
        all('VOLUME'),
      ]);
      const shown = (r: { up: number }) => Number(r.up.toFixed(2));
      expect(
        gainers.map(shown).every((p) => p > 0),
        `${market} gainers`,
      ).toBe(true);
      expect(
        losers.map(shown).every((p) => p < 0),
        `${market} losers`,
      ).toBe(true);
      const flat = everyone.filter((r) => shown(r) === 0).length;
      expect(gainers.length + losers.length + flat, market).toBe(everyone.length);
    }
  });

  it('leaves a stock not listed yet out of every ranking', async () => {
    const JIO = 2011;
    const detail = await call(t.app, 'GET', '/stock/detail', {
      host: 'inr.localhost',
      query: { id: JIO },
    });
    expect(detail.body.data.tradeState).toBe('NOT_LISTED');
    for (const rankType of ['VOLUME', 'GAINERS', 'LOOSER']) {
      const ranked = await call(t.app, 'POST', '/stock/rank', {
        host: 'inr.localhost',
        body: { market: 'INDIA', rankType, pageSize: 100 },
      });
      const ids = ranked.body.data.records.map((r: { id: number }) => r.id);
      expect(ids, rankType).not.toContain(JIO);
      expect(ranked.body.data.total, rankType).toBe(ids.length);
    }
  });

  it('serves detail anonymously and with the favourite flag', async () => {
    const anon = await call(t.app, 'GET', '/stock/detail', { query: { id: DANGCEM } });
    const stock = Stock.parse(anon.body.data);
    expect(stock).toMatchObject({
      id: DANGCEM,
      symbol: 'DANGCEM',
      market: 'NSENG',
      currencyType: 'NGN',
      favorite: false,
      isIndex: false,
    });
    expect(stock.high).toBeGreaterThanOrEqual(stock.low);
    const index = await call(t.app, 'GET', '/stock/detail', { query: { id: NGXASI } });
    expect(index.body.data.isIndex).toBe(true);
    expect((await call(t.app, 'GET', '/stock/detail', { query: { id: 999999 } })).body.code).toBe(
      10002,
    );
    expect((await call(t.app, 'GET', '/stock/detail')).body.code).toBe(10001);
  });

  it("finds only the tenant's own markets (plus US where it shows US)", async () => {
    const detail = (host: string, id: number) =>
      call(t.app, 'GET', '/stock/detail', { host, query: { id } });
    // inr shows no US market; brl does.
    expect((await detail('inr.localhost', DANGCEM)).body.code).toBe(10002);
    expect((await detail('inr.localhost', 4001)).body.code).toBe(10002);
    expect((await detail('brl.localhost', 4001)).body.data.symbol).toBe('AAPL');
    const kline = await call(t.app, 'GET', '/stock/historyKline', {
      host: 'brl.localhost',
      query: { id: DANGCEM, timePeriod: 'DAY' },
    });
    expect(kline.body.code).toBe(10002);
  });

  it('pages candles newest first and backwards by timestamp', async () => {
    const first = await call(t.app, 'GET', '/stock/historyKline', {
      query: { id: DANGCEM, timePeriod: 'MIN1', limit: 50 },
    });
    expect(first.body.code).toBe(0);
    const candles = first.body.data.map((c: unknown) => Candle.parse(c));
    expect(candles).toHaveLength(50);
    for (let i = 1; i < candles.length; i++)
      expect(candles[i].timestamp).toBeLessThan(candles[i - 1].timestamp);
    const oldest = candles.at(-1).timestamp;
    const older = await call(t.app, 'GET', '/stock/historyKline', {
      query: { id: DANGCEM, timePeriod: 'MIN1', limit: 50, timestamp: oldest },
    });
    expect(older.body.data[0].timestamp).toBeLessThan(oldest);
    const days = await call(t.app, 'GET', '/stock/historyKline', {
      query: { id: DANGCEM, timePeriod: 'DAY' },
    });
    expect(days.body.data).toHaveLength(100);
    expect(
      (
        await call(t.app, 'GET', '/stock/historyKline', {
          query: { id: DANGCEM, timePeriod: 'MIN2' },
        })
      ).body.code,
    ).toBe(10001);
    expect(
      (
        await call(t.app, 'GET', '/stock/historyKline', {
          query: { id: DANGCEM, timePeriod: 'DAY', limit: 501 },
        })
      ).body.code,
    ).toBe(10001);
  });

  it('adds, lists, searches and removes favourites', async () => {
    expect((await call(t.app, 'POST', `/stock/favorite/${DANGCEM}`)).body.code).toBe(-99999);
    expect((await call(t.app, 'POST', `/stock/favorite/${DANGCEM}`, { token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    // Adding twice is harmless.
    expect((await call(t.app, 'POST', `/stock/favorite/${DANGCEM}`, { token })).body.code).toBe(0);
    expect((await call(t.app, 'POST', '/stock/favorite/424242', { token })).body.code).toBe(10002);
    const mine = await call(t.app, 'GET', '/stock/myStocks', { token });
    expect(mine.body.data.records.map((r: { id: number }) => r.id)).toEqual([DANGCEM]);
    const detail = await call(t.app, 'GET', '/stock/detail', { token, query: { id: DANGCEM } });
    expect(detail.body.data.favorite).toBe(true);
    const fav = await call(t.app, 'GET', '/stock/favPage', { token, query: { keyword: 'cement' } });
    const flags = Object.fromEntries(
      fav.body.data.records.map((r: { symbol: string; favorite: boolean }) => [
        r.symbol,
        r.favorite,
      ]),
    );
    expect(flags).toMatchObject({ DANGCEM: true, BUACEMENT: false });
    expect((await call(t.app, 'DELETE', `/stock/favorite/${DANGCEM}`, { token })).body.code).toBe(
      0,
    );
    expect((await call(t.app, 'GET', '/stock/myStocks', { token })).body.data.total).toBe(0);
    expect((await call(t.app, 'GET', '/stock/favPage')).body.code).toBe(-99999);
  });
});
