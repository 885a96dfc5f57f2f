import type { TenantDefinition } from '@trading/contract/tenant';
import type { Db } from '../db/database';
import { banners, news, quickAccess } from '../db/schema';
import { findInstrument } from '../market/instruments';
import type { ArticleText, SeedArticle } from './seed-news';

const seedAsset = (path: string) => `/static/seed/${path}`;

/** The instrument ids of an article's symbols; a symbol the market does not list is a typo. */
function stockIdsOf(definition: TenantDefinition, article: SeedArticle): number[] {
  return (article.stocks ?? []).map((symbol) => {
    const found = findInstrument(symbol, definition.market.defaultMarket);
    if (!found) throw new Error(`${definition.id} news "${article.title}": no stock ${symbol}`);
    return found.id;
  });
}

const articleHtml = (text: ArticleText) => text.paragraphs.map((p) => `<p>${p}</p>`).join('\n');

const TILES = [
  { key: 'deposit', link: '/depositList', en: 'Deposit', pt: 'Depositar', zh: '入金' },
  { key: 'withdraw', link: '/withdraw', en: 'Withdraw', pt: 'Sacar', zh: '出金' },
  { key: 'ipo', link: '/stockIpo', en: 'IPO', pt: 'IPO', zh: '新股' },
  {
    key: 'block-trade',
    link: '/blockTrade',
    en: 'Block trade',
    pt: 'Negociação em bloco',
    zh: '大宗交易',
  },
  {
    key: 'quantitative',
    link: '/quantitative/index',
    en: 'Quant funds',
    pt: 'Fundos quant',
    zh: '量化基金',
  },
  {
    key: 'snap-up',
    link: '/preemptively/index',
    en: 'Snap-up',
    pt: 'Ofertas relâmpago',
    zh: '抢购',
  },
  {
    key: 'exchange',
    link: '/moneyExchange',
    en: 'Exchange',
    pt: 'Câmbio',
    zh: '换汇',
    needsUsd: true,
  },
  { key: 'records', link: '/orderRecords', en: 'Orders', pt: 'Ordens', zh: '订单' },
] as const;

/**
 * News (the tenant folder's demo/news.json), three banners (images in its demo/ folder, served
 * under /static/seed/<id>/) and the quick-access tiles of one tenant.
 */
export async function seedTenantContent(
  db: Db,
  definition: TenantDefinition,
  articles: SeedArticle[],
  now = Date.now(),
): Promise<void> {
  const id = definition.id;
  if (articles.length > 0) {
    await db.insert(news).values(
      articles.map((a, i) => ({
        tenantId: id,
        title: a.title,
        source: a.source,
        pubDate: new Date(now - a.hoursAgo * 3_600_000),
        imageUrl: seedAsset(`${id}/news-${(i % 5) + 1}.svg`),
        content: articleHtml(a),
        onMainPage: a.onMainPage,
        stockIds: stockIdsOf(definition, a),
        translations: Object.fromEntries(
          Object.entries(a.translations ?? {}).map(([language, text]) => [
            language,
            { title: text.title, source: text.source, content: articleHtml(text) },
          ]),
        ),
      })),
    );
  }
  await db.insert(banners).values([
    { tenantId: id, imageUrl: seedAsset(`${id}/banner-1.svg`), link: '/market', sort: 1 },
    { tenantId: id, imageUrl: seedAsset(`${id}/banner-2.svg`), link: '/depositList', sort: 2 },
    {
      tenantId: id,
      imageUrl: seedAsset(`${id}/banner-3.svg`),
      link: definition.landingPageUrl ?? '/stockIpo',
      sort: 3,
    },
  ]);
  const { default: lang, supported } = definition.languages;
  await db.insert(quickAccess).values(
    TILES.filter((t) => !('needsUsd' in t) || definition.usMarketShow).map((t, i) => ({
      tenantId: id,
      name: t[lang],
      translations: Object.fromEntries(supported.map((other) => [other, { name: t[other] }])),
      icon: seedAsset(`icons/${t.key}.svg`),
      link: t.link,
      sort: i + 1,
    })),
  );
}
