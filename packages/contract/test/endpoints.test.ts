import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildPath,
  defineEndpoint,
  requestParts,
  endpointList,
  endpointNames,
  endpoints,
  endpointRoutes,
  findEndpoint,
  pathParamNames,
  splitRequest,
  toRoutePath,
  type RequestOf,
  type ResponseOf,
} from '../src/index.js';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const specPairs = fixture('api-paths.txt');

describe('endpoint table', () => {
  it('holds every method+path pair of the spec, each once', () => {
    const ours = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(ours).size).toBe(ours.length);
    expect(specPairs.filter((pair) => !ours.includes(pair))).toEqual([]);
  });

  it('lists every endpoint once, with its name', () => {
    expect(endpointNames).toEqual(Object.keys(endpoints));
    for (const e of endpointList) expect(endpoints[e.name].path).toBe(e.path);
  });

  it('marks exactly the money-moving POSTs idempotent', () => {
    const idem = endpointList.filter((e) => e.idempotent);
    for (const e of idem) expect(e.method).toBe('POST');
    expect(idem.map((e) => e.path).sort()).toEqual(
      [
        '/stockTrade/buy',
        '/stockTrade/sell',
        '/finance/deposit',
        '/finance/withdraw',
        '/exchange/toNGN',
        '/exchange/toUSD',
        '/blockTrade/buy',
        '/ipo/applyIpo',
        '/ipo/applyPlacement',
        '/ipo/applyBlockPlacement',
        '/ipo/funding',
        '/quantitative/buy',
        '/stockSnapUp/applyOrder',
        '/order/place',
      ].sort(),
    );
  });

  it('sends GET/DELETE inputs as query, POST/PUT as body, upload as multipart', () => {
    for (const e of endpointList) {
      if (e.path === '/app/upload') expect(e.input).toBe('multipart');
      else if (e.method === 'GET' || e.method === 'DELETE') expect(e.input).toBe('query');
      else expect(e.input).toBe('body');
    }
  });

  it('uses the kline and upload timeout classes where the spec says', () => {
    const special = endpointList
      .filter((e) => e.timeout !== 'default')
      .map((e) => [e.path, e.timeout]);
    expect(special.sort()).toEqual([
      ['/app/upload', 'upload'],
      ['/stock/historyKline', 'kline'],
    ]);
  });

  it('puts every path param into the request schema', () => {
    for (const e of endpointList) {
      for (const p of pathParamNames(e.path)) expect(Object.keys(e.request.shape)).toContain(p);
    }
  });

  it('requires auth for account, money and offering calls but not for public market data', () => {
    const pub = endpointList.filter((e) => !e.auth).map((e) => e.path);
    expect(pub.sort()).toEqual(
      [
        '/tenant/config',
        '/news/mainPageNews',
        '/news/pageNews',
        '/news/{id}',
        '/app/imageCarousel',
        '/app/quickAccess',
        '/stock/mainPageIndex',
        '/stock/index',
        '/stock/page',
        '/stock/rank',
        '/stock/detail',
        '/stock/marketStatus',
        '/stock/historyKline',
        '/stock/statistics',
        '/user/login',
        '/user/login/second-factor',
        '/user/register',
        '/user/passkeyLogin/options',
        '/user/passkeyLogin',
        // A signed-out user's way back in (a mailed single-use link).
        '/user/password/forgot',
        '/user/password/reset',
      ].sort(),
    );
  });

  it('finds endpoints by method and path', () => {
    expect(findEndpoint('delete', '/stock/favorite/{id}')?.name).toBe('favoriteRemove');
    expect(findEndpoint('POST', '/stock/favorite/{id}')?.name).toBe('favoriteAdd');
    expect(findEndpoint('GET', '/nope')).toBeUndefined();
  });

  it('rejects idempotent non-POST definitions', () => {
    expect(() =>
      defineEndpoint({
        method: 'PUT',
        path: '/x',
        request: z.object({}),
        response: z.null(),
        auth: true,
        idempotent: true,
      }),
    ).toThrow(/only POST/);
  });
});

describe('buildPath / splitRequest / toRoutePath', () => {
  it('substitutes {id}', () => {
    expect(buildPath('/news/{id}', { id: 42 })).toBe('/news/42');
    expect(buildPath('/stock/favorite/{id}', { id: '7' })).toBe('/stock/favorite/7');
  });
  it('encodes values and leaves paths without params alone', () => {
    expect(buildPath('/x/{id}', { id: 'a/b c' })).toBe('/x/a%2Fb%20c');
    expect(buildPath('/user/balance')).toBe('/user/balance');
  });
  it('throws on a missing param', () => {
    expect(() => buildPath('/news/{id}', {})).toThrow(/missing path parameter "id"/);
    expect(() => buildPath('/news/{id}', { id: '' })).toThrow();
  });
  it('lists param names and converts to the router form', () => {
    expect(pathParamNames('/stock/favorite/{id}')).toEqual(['id']);
    expect(pathParamNames('/user')).toEqual([]);
    expect(toRoutePath('/stock/favorite/{id}')).toBe('/stock/favorite/:id');
  });
  it('splits a request into path, query and body', () => {
    expect(splitRequest(endpoints.favoriteRemove, { id: 5 })).toEqual({
      path: '/stock/favorite/5',
    });
    expect(
      splitRequest(endpoints.stockPage, { keyword: 'dan', pageNum: 1, pageSize: 10, x: undefined }),
    ).toEqual({
      path: '/stock/page',
      query: { keyword: 'dan', pageNum: 1, pageSize: 10 },
    });
    expect(splitRequest(endpoints.buy, { id: 1, amount: 10, price: '12.5' })).toEqual({
      path: '/stockTrade/buy',
      body: { id: 1, amount: 10, price: '12.5' },
    });
  });
});

describe('types', () => {
  it('infers request and response types', () => {
    const req: RequestOf<'buy'> = { id: 1, amount: 10, price: '1.00' };
    const page: RequestOf<'newsPage'> = {};
    const kline: RequestOf<'stockHistoryKline'> = { id: '3', timePeriod: 'DAY' };
    const res: ResponseOf<'userBalance'>['balance'] = '10.00';
    // @ts-expect-error money is a string, never a number
    const bad: RequestOf<'deposit'> = { amount: 10 };
    expect([req, page, kline, res, bad]).toHaveLength(5);
  });
});

describe('requestParts', () => {
  it('puts path params apart from the rest', () => {
    const fav = requestParts(endpoints.favoriteAdd);
    expect(Object.keys(fav)).toEqual(['params']);
    expect(fav.params?.parse({ id: '5' })).toEqual({ id: 5 });
    const news = requestParts(endpoints.newsDetail);
    expect(news.querystring).toBeUndefined();
    const page = requestParts(endpoints.stockPage);
    expect(page.querystring?.parse({ pageNum: '2' })).toEqual({ pageNum: 2, pageSize: 10 });
    expect(page.body).toBeUndefined();
    const dep = requestParts(endpoints.deposit);
    expect(dep.body?.safeParse({ amount: '1' }).success).toBe(false); // refinement kept
    expect(requestParts(endpoints.logout)).toEqual({ body: endpoints.logout.request });
    expect(requestParts(endpoints.upload).body).toBe(endpoints.upload.request);
  });

  it('works for every endpoint', () => {
    for (const e of endpointList) expect(() => requestParts(e)).not.toThrow();
  });
});

describe('endpointRoutes (the schema-free table the browser client sends requests with)', () => {
  it('matches the endpoint table, call by call (generated at build)', () => {
    const fromTable = Object.fromEntries(
      Object.entries(endpoints).map(
        ([name, { method, path, auth, timeout, input, idempotent }]) => [
          name,
          { method, path, auth, timeout, input, idempotent },
        ],
      ),
    );
    expect(endpointRoutes).toEqual(fromTable);
  });
});
