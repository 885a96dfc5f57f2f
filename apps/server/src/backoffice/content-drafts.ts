import type { AdminNewsDetail, AdminNewsPage, BannerDraft, TileDraft } from '@trading/contract';
import type { Db } from '../db/database';
import type { PageQuery } from '../db/read-page';
import {
  findNews,
  listBanners,
  listQuickAccess,
  newsHeadline,
  pageNews,
} from '../content/content-repository';

/**
 * Content as its editors wrote it: the same rows investors read, in every language, with raw
 * HTML and the home-page flag, and every news item whether on the home page or not.
 */

export async function pageNewsDrafts(
  db: Db,
  tenantId: string,
  page: PageQuery,
): Promise<AdminNewsPage> {
  const { records, total } = await pageNews(db, tenantId, { ...page, mainPageOnly: false });
  return {
    records: records.map(({ translations: _, ...r }) => ({ ...r, pubDate: r.pubDate.getTime() })),
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
  const row = await findNews(db, tenantId, id);
  if (!row) return undefined;
  return {
    ...newsHeadline(row),
    onMainPage: row.onMainPage,
    content: row.content,
    translations: row.translations ?? {},
  };
}

export function listBannerDrafts(db: Db, tenantId: string): Promise<BannerDraft[]> {
  return listBanners(db, tenantId);
}

export async function listTileDrafts(db: Db, tenantId: string): Promise<TileDraft[]> {
  const rows = await listQuickAccess(db, tenantId);
  return rows.map((row) => ({ ...row, translations: row.translations ?? {} }));
}
