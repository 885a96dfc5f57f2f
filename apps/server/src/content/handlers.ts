import type { CallContext, Handlers } from '../http/call-context';
import { ApiError } from '../errors/api-error';
import {
  findNews,
  listBanners,
  listQuickAccess,
  newsHeadline,
  pageNews,
} from './content-repository';
import { sanitizeNewsHtml } from './sanitize-news';
import { quotedSummaries } from '../stocks/stock-views';
import { inLanguage } from './translations';

async function newsPage(
  { services, tenant, lang }: CallContext,
  pageNum: number,
  pageSize: number,
  mainPageOnly: boolean,
) {
  const { records, total } = await pageNews(services.db, tenant.id, {
    pageNum,
    pageSize,
    mainPageOnly,
  });
  return {
    records: records.map(({ translations, onMainPage: _, ...r }) => ({
      ...inLanguage(r, translations, lang),
      pubDate: r.pubDate.getTime(),
    })),
    pageNum,
    pageSize,
    total,
  };
}

export const contentHandlers: Handlers = {
  async newsMainPage({ pageNum, pageSize }, ctx) {
    return newsPage(ctx, pageNum, pageSize, true);
  },

  async newsPage({ pageNum, pageSize }, ctx) {
    return newsPage(ctx, pageNum, pageSize, false);
  },

  async newsDetail({ id }, { services, tenant, lang }) {
    const found = await findNews(services.db, tenant.id, id);
    if (!found) throw new ApiError('NOT_FOUND');
    const row = inLanguage(found, found.translations, lang);
    return {
      ...newsHeadline(row),
      content: sanitizeNewsHtml(row.content),
      stocks: quotedSummaries(services.market, found.stockIds),
    };
  },

  async imageCarousel(_input, { services, tenant }) {
    return listBanners(services.db, tenant.id);
  },

  async quickAccess(_input, { services, tenant, lang }) {
    const tiles = await listQuickAccess(services.db, tenant.id);
    return tiles.map(({ translations, ...tile }) => inLanguage(tile, translations, lang));
  },
};
