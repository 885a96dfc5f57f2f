import type { Handlers } from '../http/call-context';
import { ApiError } from '../http/api-error';
import { findNews, listBanners, listQuickAccess, pageNews } from './content-repository';
import { sanitizeNewsHtml } from './sanitize-news';

async function newsPage(
  tenantId: string,
  db: Parameters<typeof pageNews>[0],
  pageNum: number,
  pageSize: number,
  mainPageOnly: boolean,
) {
  const { records, total } = await pageNews(db, tenantId, { pageNum, pageSize, mainPageOnly });
  return {
    records: records.map((r) => ({ ...r, pubDate: r.pubDate.getTime() })),
    pageNum,
    pageSize,
    total,
  };
}

export const contentHandlers: Handlers = {
  async newsMainPage({ pageNum, pageSize }, { services, tenant }) {
    return newsPage(tenant.id, services.db, pageNum, pageSize, true);
  },

  async newsPage({ pageNum, pageSize }, { services, tenant }) {
    return newsPage(tenant.id, services.db, pageNum, pageSize, false);
  },

  async newsDetail({ id }, { services, tenant }) {
    const row = await findNews(services.db, tenant.id, id);
    if (!row) throw new ApiError('NOT_FOUND');
    return {
      id: row.id,
      title: row.title,
      source: row.source,
      pubDate: row.pubDate.getTime(),
      imageUrl: row.imageUrl,
      content: sanitizeNewsHtml(row.content),
    };
  },

  async imageCarousel(_input, { services, tenant }) {
    return listBanners(services.db, tenant.id);
  },

  async quickAccess(_input, { services, tenant }) {
    return listQuickAccess(services.db, tenant.id);
  },
};
