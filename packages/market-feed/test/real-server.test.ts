import { get } from 'node:http';
import type { Candle, KlinePeriod, TickEvent } from '@trading/contract';
import { startRealServer, type RealServer } from '@trading/e2e';
import { bucketStart } from '@trading/market-time';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { FeedClient } from '../src/feed-client.js';

/**
 * GET as the tenant served at `host` sees it. The server tells tenants apart by the Host
 * header, which fetch does not let a caller set, and `<tenant>.localhost` need not resolve.
 */
function getJson(url: string, host: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve(JSON.parse(text));
        } catch (error) {
          reject(error);
        }
      });
    }).on('error', reject);
  });
}

/** The real apps/server, started as a process with its 24×7 demo session, so symbols tick. */
let server: RealServer;
let url: string;
beforeAll(async () => {
  server = await startRealServer({ MARKET_SESSIONS: 'always' });
  url = `${server.baseUrl.replace(/^http/, 'ws')}/api/ws`;
}, 150_000);
afterAll(() => server?.stop());

describe('FeedClient against the real server', () => {
  it('subscribes, receives ticks for the symbol, pings, and unsubscribes', async () => {
    const client = new FeedClient({ url, WebSocket, visibility: null, pingIntervalMs: 200 });
    const ticks: TickEvent[] = [];
    const errors: unknown[] = [];
    client.onSymbolTick({ symbol: 'DANGCEM', exchange: 'NSENG' }, (tick) => ticks.push(tick));
    client.onError((error) => errors.push(error));
    const release = client.subscribe({ symbol: 'DANGCEM', exchange: 'NSENG' });
    client.connect();
    try {
      await vi.waitFor(() => expect(ticks.length).toBeGreaterThanOrEqual(2), {
        timeout: 10_000,
        interval: 50,
      });
      expect(client.status).toBe('open');
      expect(errors).toEqual([]);
      const tick = ticks[0] as TickEvent;
      expect(tick.symbol).toBe('DANGCEM');
      // Seconds, not milliseconds: within a day of now.
      expect(Math.abs(tick.timestamp - Date.now() / 1000)).toBeLessThan(86_400);
      release();
      const count = ticks.length;
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(ticks.length - count).toBeLessThanOrEqual(1);
      expect(client.status).toBe('open');
    } finally {
      client.close();
    }
  });

  // Instrument ids of the server's seed, one per market, with the market's zone and a tenant
  // that shows that market (another tenant's instrument is not found).
  it.each([
    [1001, 'Africa/Lagos', 'ngn'],
    [2001, 'Asia/Kolkata', 'inr'],
    [3001, 'America/Sao_Paulo', 'brl'],
    [4001, 'America/New_York', 'usd'],
  ])(
    'starts the forming candle of instrument %i where the server does (%s)',
    async (id, timeZone, tenant) => {
      const api = `${server.baseUrl}/api`;
      const periods: KlinePeriod[] = ['HOUR', 'HOUR4', 'DAY', 'WEEK', 'MONTH'];
      for (const period of periods) {
        const body = (await getJson(
          `${api}/stock/historyKline?id=${id}&timePeriod=${period}&limit=1`,
          `${tenant}.localhost`,
        )) as { code: number; data: Candle[] };
        expect(body.code).toBe(0);
        const newest = body.data[0] as Candle;
        expect({
          period,
          start: new Date(bucketStart(Date.now(), period, timeZone)).toISOString(),
        }).toEqual({
          period,
          start: new Date(newest.timestamp).toISOString(),
        });
      }
    },
  );
});
