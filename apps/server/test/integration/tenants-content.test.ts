import { TenantConfig } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NEWS } from '../../src/content/seed-news';
import { news } from '../../src/db/schema';
import { loadTenantPackages } from '../../src/tenants/tenant-definitions';
import { call, login } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('tenants and content on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it.each([
    ['ngn.localhost', 'Naira Markets', 'NGN', 3, true],
    ['inr.localhost:8080', 'Saffron Street', 'INR', 2, false],
    ['BRL.localhost', 'Ipê Invest', 'BRL', 1, true],
    ['usd.localhost', 'Granite Trade', 'USD', 3, false],
    ['localhost:8080', 'Naira Markets', 'NGN', 3, true],
    ['127.0.0.1', 'Naira Markets', 'NGN', 3, true],
  ])('GET /tenant/config on %s', async (host, title, currency, theme, usMarketShow) => {
    const { status, body } = await call(t.app, 'GET', '/tenant/config', { host });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const config = TenantConfig.parse(body.data);
    expect(config).toMatchObject({
      title,
      defaultCurrency: currency,
      defaultTheme: theme,
      usMarketShow,
    });
  });

  it('answers an unknown host with TENANT_UNAUTHORIZED on every /api path', async () => {
    for (const path of ['/tenant/config', '/stock/index', '/user']) {
      const { status, body } = await call(t.app, 'GET', path, { host: 'evil.example.com' });
      expect(status).toBe(403);
      expect(body).toEqual({
        code: 10006,
        msg: 'This domain is not authorized. Please contact support.',
        data: null,
      });
    }
  });

  it('serves the tenant logo and the seeded banner images', async () => {
    const logo = await t.app.inject({
      url: '/static/tenants/brl/logo.svg',
      headers: { host: 'brl.localhost' },
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const { body } = await call(t.app, 'GET', '/app/imageCarousel', { host: 'inr.localhost' });
    expect(body.data).toHaveLength(3);
    for (const banner of body.data) {
      const image = await t.app.inject({
        url: banner.imageUrl,
        headers: { host: 'inr.localhost' },
      });
      expect(image.statusCode).toBe(200);
      expect(image.body).toContain('<svg');
    }
  });

  it('lists 4-8 quick-access tiles; the Exchange tile only where USD is shown', async () => {
    const ngn = (await call(t.app, 'GET', '/app/quickAccess')).body.data;
    const usd = (await call(t.app, 'GET', '/app/quickAccess', { host: 'usd.localhost' })).body.data;
    const brl = (await call(t.app, 'GET', '/app/quickAccess', { host: 'brl.localhost' })).body.data;
    for (const tiles of [ngn, usd, brl]) {
      expect(tiles.length).toBeGreaterThanOrEqual(4);
      expect(tiles.length).toBeLessThanOrEqual(8);
    }
    expect(ngn.map((x: { link: string }) => x.link)).toContain('/moneyExchange');
    expect(usd.map((x: { link: string }) => x.link)).not.toContain('/moneyExchange');
    expect(brl[0].name).toBe('Depositar');
  });

  it("names the company account's branch in the reader's language", async () => {
    const token = await login(t.app, 'demo', 'demo12', 'ngn.localhost');
    const branch = async (lang: string) =>
      (await call(t.app, 'GET', '/finance/depositMethod', { host: 'ngn.localhost', token, lang }))
        .body.data.corporate.branch as string;
    expect(await branch('en')).toBe('Head office');
    expect(await branch('pt')).toBe('Matriz');
    expect(await branch('zh')).toBe('总行');
  });

  it("answers server texts in the caller's language, the tenant's own when none is named", async () => {
    const tiles = async (lang?: string) =>
      (await call(t.app, 'GET', '/app/quickAccess', { host: 'brl.localhost', lang })).body.data
        .map((x: { name: string }) => x.name)
        .join(' | ');
    expect(await tiles()).toMatch(/^Depositar \| Sacar/);
    expect(await tiles('pt-BR,pt;q=0.9')).toContain('Negociação em bloco');
    expect(await tiles('en-US,en;q=0.9')).toMatch(/^Deposit \| Withdraw .*Block trade/);
    expect(await tiles('zh-CN')).toContain('大宗交易');

    const token = await login(t.app, 'demo', 'demo12', 'brl.localhost');
    const money = async (lang: string) =>
      (await call(t.app, 'GET', '/finance/depositMethod', { host: 'brl.localhost', token, lang }))
        .body.data.description as string;
    expect(await money('pt')).toMatch(/^Transfira o valor/);
    expect(await money('en')).toMatch(/^Transfer the amount/);
    const tips = (
      await call(t.app, 'GET', '/finance/withdrawInfo', {
        host: 'brl.localhost',
        token,
        lang: 'pt',
      })
    ).body.data.withdrawTips as string;
    expect(tips).toMatch(/^Os saques/);
    const funds = async (lang: string) =>
      (
        await call(t.app, 'POST', '/quantitative/productList', {
          host: 'brl.localhost',
          token,
          lang,
          body: {},
        })
      ).body.data.records.map((p: { productDesc: string }) => p.productDesc) as string[];
    expect((await funds('pt')).join(' ')).toMatch(/Estratégia neutra ao mercado/);
    expect((await funds('en')).join(' ')).toMatch(/market-neutral strategy/);
  });

  it('pages news newest first, main-page news only flagged items, per tenant', async () => {
    const all = await call(t.app, 'POST', '/news/pageNews', { body: { pageNum: 1, pageSize: 2 } });
    expect(all.body.data).toMatchObject({ pageNum: 1, pageSize: 2, total: 5 });
    expect(all.body.data.records).toHaveLength(2);
    const [first, second] = all.body.data.records;
    expect(first.pubDate).toBeGreaterThan(second.pubDate);
    const last = await call(t.app, 'POST', '/news/pageNews', { body: { pageNum: 3, pageSize: 2 } });
    expect(last.body.data.records).toHaveLength(1);
    const main = await call(t.app, 'POST', '/news/mainPageNews', { body: {} });
    expect(main.body.data.total).toBe(3);
    const brl = await call(t.app, 'POST', '/news/pageNews', { host: 'brl.localhost', body: {} });
    expect(brl.body.data.records[0].title).toMatch(/Ibovespa/);
    const bad = await call(t.app, 'POST', '/news/pageNews', { body: { pageNum: 0 } });
    expect(bad.body.code).toBe(10001);
  });

  // Before the test below adds an untranslated article of its own.
  it.each(loadTenantPackages().map(({ definition }) => [definition.id, definition.languages]))(
    'lists %s news and opens an article in every language the tenant offers',
    async (id, { default: own, offered }) => {
      const host = `${id}.localhost`;
      const newest = (SEED_NEWS[id] ?? []).toSorted((a, b) => a.hoursAgo - b.hoursAgo)[0]!;
      expect(newest.stocks?.length).toBeGreaterThan(0);
      for (const lang of offered) {
        const expected = (SEED_NEWS[id] ?? [])
          .toSorted((a, b) => a.hoursAgo - b.hoursAgo)
          .map((a) => (lang === own ? a : a.translations![lang]!));
        const list = await call(t.app, 'POST', '/news/pageNews', {
          host,
          lang,
          body: { pageNum: 1, pageSize: 50 },
        });
        const records: Array<{ id: number; title: string; source: string }> =
          list.body.data.records;
        expect(records.map((r) => r.title)).toEqual(expected.map((a) => a.title));
        expect(records.map((r) => r.source)).toEqual(expected.map((a) => a.source));
        const detail = await call(t.app, 'GET', `/news/${records[0]!.id}`, { host, lang });
        expect(detail.body.data.title).toBe(expected[0]!.title);
        expect(detail.body.data.content).toContain(expected[0]!.paragraphs[0]);
        // The stocks it is about, in the order named, each quoted now; alike in every language.
        const stocks: Array<{ id: number; symbol: string; price: number }> =
          detail.body.data.stocks;
        expect(stocks.map((s) => s.symbol)).toEqual(newest.stocks ?? []);
        expect(stocks.every((s) => s.id > 0 && s.price > 0)).toBe(true);
      }
    },
  );

  it('serves news detail with sanitised HTML, and NOT_FOUND for a missing or another tenant’s item', async () => {
    const [row] = await insertNews(t);
    const detail = await call(t.app, 'GET', `/news/${row!.id}`);
    expect(detail.body.code).toBe(0);
    const html: string = detail.body.data.content;
    expect(html).toContain('<p>Markets <b>rallied</b></p>');
    expect(html).toContain('<img src="https://example.com/chart.png" />');
    expect(html).not.toMatch(/script|onerror|javascript:|alert/i);
    const elsewhere = await call(t.app, 'GET', `/news/${row!.id}`, { host: 'inr.localhost' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe(10002);
    const missing = await call(t.app, 'GET', '/news/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(10002);
    expect((await call(t.app, 'GET', '/news/abc')).body.code).toBe(10001);
  });
});

/** An editor-supplied article carrying the usual XSS payloads. */
function insertNews(t: TestApp) {
  return t.app.services.db
    .insert(news)
    .values({
      tenantId: 'ngn',
      title: 'Payload',
      source: 'test',
      pubDate: new Date(),
      imageUrl: '/static/seed/ngn/news-1.svg',
      content:
        '<p>Markets <b>rallied</b></p><script>alert(1)</script>' +
        '<img src="https://example.com/chart.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>',
    })
    .returning({ id: news.id });
}
