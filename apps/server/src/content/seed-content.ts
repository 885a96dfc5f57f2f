import type { TenantDefinition } from '@trading/contract/tenant';
import type { Db } from '../db/database';
import { banners, news, quickAccess } from '../db/schema';
import { SEED_NEWS } from './seed-news';

const seedAsset = (path: string) => `/static/seed/${path}`;

const TILES = [
  { key: 'deposit', link: '/depositList', en: 'Deposit', pt: 'Depositar' },
  { key: 'withdraw', link: '/withdraw', en: 'Withdraw', pt: 'Sacar' },
  { key: 'ipo', link: '/stockIpo', en: 'IPO', pt: 'IPO' },
  { key: 'block-trade', link: '/blockTrade', en: 'Block trade', pt: 'Block trade' },
  { key: 'quantitative', link: '/quantitative/index', en: 'Quant funds', pt: 'Fundos quant' },
  { key: 'snap-up', link: '/preemptively/index', en: 'Snap-up', pt: 'Ofertas relâmpago' },
  { key: 'exchange', link: '/moneyExchange', en: 'Exchange', pt: 'Câmbio', needsUsd: true },
  { key: 'records', link: '/orderRecords', en: 'Orders', pt: 'Ordens' },
] as const;

/** News, three banners and the quick-access tiles of one tenant. */
export async function seedTenantContent(
  db: Db,
  definition: TenantDefinition,
  now = Date.now(),
): Promise<void> {
  const id = definition.id;
  const articles = SEED_NEWS[id] ?? [];
  if (articles.length > 0) {
    await db.insert(news).values(
      articles.map((a, i) => ({
        tenantId: id,
        title: a.title,
        source: a.source,
        pubDate: new Date(now - a.hoursAgo * 3_600_000),
        imageUrl: seedAsset(`${id}/news-${(i % 5) + 1}.svg`),
        content: a.paragraphs.map((p) => `<p>${p}</p>`).join('\n'),
        onMainPage: a.onMainPage,
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
  const lang = definition.languages.default === 'pt' ? 'pt' : 'en';
  await db.insert(quickAccess).values(
    TILES.filter((t) => !('needsUsd' in t) || definition.usMarketShow).map((t, i) => ({
      tenantId: id,
      name: t[lang],
      icon: seedAsset(`icons/${t.key}.svg`),
      link: t.link,
      sort: i + 1,
    })),
  );
}
