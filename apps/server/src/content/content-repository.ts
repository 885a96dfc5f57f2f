import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { readPage } from '../db/read-page';
import { banners, news, quickAccess } from '../db/schema';

export type NewsRow = typeof news.$inferSelect;

/** What every news answer says of an item, investor's or editor's: never the row's tenant. */
export const newsHeadline = (
  row: Pick<NewsRow, 'id' | 'title' | 'source' | 'pubDate' | 'imageUrl'>,
) => ({
  id: row.id,
  title: row.title,
  source: row.source,
  pubDate: row.pubDate.getTime(),
  imageUrl: row.imageUrl,
});

/** A page of the tenant's news, newest first; the console reads every item, the home only its own. */
export function pageNews(
  db: Db,
  tenantId: string,
  page: { pageNum: number; pageSize: number; mainPageOnly: boolean },
) {
  const where = page.mainPageOnly
    ? and(eq(news.tenantId, tenantId), eq(news.onMainPage, true))
    : eq(news.tenantId, tenantId);
  return readPage(
    db
      .select({
        id: news.id,
        title: news.title,
        source: news.source,
        pubDate: news.pubDate,
        imageUrl: news.imageUrl,
        onMainPage: news.onMainPage,
        translations: news.translations,
      })
      .from(news)
      .where(where)
      .orderBy(desc(news.pubDate), desc(news.id)),
    db.select({ n: count() }).from(news).where(where),
    page,
  );
}

export function findNews(db: Db, tenantId: string, id: number): Promise<NewsRow | undefined> {
  return db
    .select()
    .from(news)
    .where(and(eq(news.tenantId, tenantId), eq(news.id, id)))
    .then((rows) => rows[0]);
}

export function listBanners(db: Db, tenantId: string) {
  return db
    .select({ imageUrl: banners.imageUrl, link: banners.link })
    .from(banners)
    .where(eq(banners.tenantId, tenantId))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export function listQuickAccess(db: Db, tenantId: string) {
  return db
    .select({
      name: quickAccess.name,
      icon: quickAccess.icon,
      link: quickAccess.link,
      translations: quickAccess.translations,
    })
    .from(quickAccess)
    .where(eq(quickAccess.tenantId, tenantId))
    .orderBy(asc(quickAccess.sort), asc(quickAccess.id));
}
