import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AdminNewsDetail, AdminNewsPage, BannerDraft, TileDraft } from '@trading/contract';
import type { Db } from '../db/database';
import type { PageQuery } from '../db/read-page';
import { readPage } from '../db/read-page';
import { banners, news, quickAccess } from '../db/schema';

/** Content as its editors wrote it: every language, raw HTML, the home-page flag. */

export async function pageNewsDrafts(
  db: Db,
  tenantId: string,
  page: PageQuery,
): Promise<AdminNewsPage> {
  const where = eq(news.tenantId, tenantId);
  const { records, total } = await readPage(
    db
      .select({
        id: news.id,
        title: news.title,
        source: news.source,
        pubDate: news.pubDate,
        imageUrl: news.imageUrl,
        onMainPage: news.onMainPage,
      })
      .from(news)
      .where(where)
      .orderBy(desc(news.pubDate), desc(news.id)),
    db.select({ n: count() }).from(news).where(where),
    page,
  );
  return {
    records: records.map((r) => ({ ...r, pubDate: r.pubDate.getTime() })),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    total,
  };
}

export async function newsDraft(
  db: Db,
  tenantId: string,
  id: number,
): Promise<AdminNewsDetail | undefined> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.tenantId, tenantId), eq(news.id, id)));
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    pubDate: row.pubDate.getTime(),
    imageUrl: row.imageUrl,
    onMainPage: row.onMainPage,
    content: row.content,
    translations: row.translations ?? {},
  };
}

export function listBannerDrafts(db: Db, tenantId: string): Promise<BannerDraft[]> {
  return db
    .select({ imageUrl: banners.imageUrl, link: banners.link })
    .from(banners)
    .where(eq(banners.tenantId, tenantId))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export async function listTileDrafts(db: Db, tenantId: string): Promise<TileDraft[]> {
  const rows = await db
    .select({
      name: quickAccess.name,
      icon: quickAccess.icon,
      link: quickAccess.link,
      translations: quickAccess.translations,
    })
    .from(quickAccess)
    .where(eq(quickAccess.tenantId, tenantId))
    .orderBy(asc(quickAccess.sort), asc(quickAccess.id));
  return rows.map((row) => ({ ...row, translations: row.translations ?? {} }));
}
