import type { Handlers, CallContext } from '../http/call-context';
import { ApiError } from '../errors/api-error';
import type { Instrument } from '../market/instruments';
import { marketStatusAt } from '../market/market-status';
import { MARKETS } from '../market/markets';
import { visibleMarkets } from './market-data';
import { keyStatisticsOf } from './key-statistics';
import { rankStocks } from './rank';
import {
  addFavorite,
  favoriteIdsAmong,
  pageFavorites,
  removeFavorite,
  searchInstrumentIds,
} from './stock-repository';
import { tradeStateOf } from '../trading/order-rules';
import { quotedSummaries, toIndexItem, toStock, toSummary } from './stock-views';

/** Indices shown on the home strip. */
const MAIN_PAGE_INDICES = 3;

/** A tenant sees only the markets it shows: another tenant's instrument is not found here. */
function instrumentOr404(ctx: CallContext, id: number): Instrument {
  const instrument = ctx.services.market.instrument(id);
  if (!instrument || !visibleMarkets(ctx.tenant.config).includes(instrument.exchange))
    throw new ApiError('NOT_FOUND');
  return instrument;
}

function indicesFor(ctx: CallContext) {
  const { market } = ctx.services;
  return visibleMarkets(ctx.tenant.config)
    .flatMap((m) => market.listed(m, true))
    .map((i) => toIndexItem(i, market.quote(i)));
}

export const stockHandlers: Handlers = {
  async stockMainPageIndex(_input, ctx) {
    return indicesFor(ctx).slice(0, MAIN_PAGE_INDICES);
  },

  async stockIndex(_input, ctx) {
    return indicesFor(ctx);
  },

  async stockPage({ keyword, pageNum, pageSize }, ctx) {
    const markets = visibleMarkets(ctx.tenant.config);
    const { ids, total } = await searchInstrumentIds(
      ctx.services.db,
      markets,
      keyword || undefined,
      { pageNum, pageSize },
    );
    return { records: quotedSummaries(ctx.services.market, ids), pageNum, pageSize, total };
  },

  async stockRank({ market, rankType, sortType, direction, pageNum, pageSize }, ctx) {
    const data = ctx.services.market;
    // A stock not listed yet has no trading to rank: its simulated volume and price would
    // put it among the most traded.
    const rows = data.listed(market, false).flatMap((i) => {
      const quote = data.quote(i);
      return quote.listed ? [toSummary(i, quote)] : [];
    });
    const ranked = rankStocks(rows, rankType, sortType, direction);
    const start = (pageNum - 1) * pageSize;
    return {
      records: ranked.slice(start, start + pageSize),
      pageNum,
      pageSize,
      total: ranked.length,
    };
  },

  async stockDetail({ id }, ctx) {
    const instrument = instrumentOr404(ctx, id);
    const user = ctx.user;
    const favorite = user
      ? (await favoriteIdsAmong(ctx.services.db, user.tenantId, user.id, [id])).has(id)
      : false;
    const quote = ctx.services.market.quote(instrument);
    return toStock(instrument, quote, favorite, tradeStateOf(ctx.tenant, instrument, quote));
  },

  async marketStatus(_input, ctx) {
    const { sim, clock } = ctx.services.market;
    const now = clock();
    return visibleMarkets(ctx.tenant.config).map((m) =>
      marketStatusAt(MARKETS[m], sim.sessions, now),
    );
  },

  async stockStatistics({ id }, ctx) {
    const instrument = instrumentOr404(ctx, id);
    const { market } = ctx.services;
    return keyStatisticsOf(instrument, market.quote(instrument), market.sim, market.clock());
  },

  async stockHistoryKline({ id, timePeriod, timestamp, limit }, ctx) {
    const instrument = instrumentOr404(ctx, id);
    const { sim, clock } = ctx.services.market;
    return sim.candles(instrument, timePeriod, {
      now: clock(),
      limit,
      ...(timestamp !== undefined ? { before: timestamp } : {}),
    });
  },

  async favoriteAdd({ id }, ctx) {
    const me = ctx.auth();
    instrumentOr404(ctx, id);
    await addFavorite(ctx.services.db, me.tenantId, me.id, id);
    return null;
  },

  async favoriteRemove({ id }, ctx) {
    const me = ctx.auth();
    instrumentOr404(ctx, id);
    await removeFavorite(ctx.services.db, me.tenantId, me.id, id);
    return null;
  },

  async myStocks({ pageNum, pageSize }, ctx) {
    const me = ctx.auth();
    const { ids, total } = await pageFavorites(ctx.services.db, me.tenantId, me.id, {
      pageNum,
      pageSize,
    });
    return { records: quotedSummaries(ctx.services.market, ids), pageNum, pageSize, total };
  },

  async favoritePage({ keyword, pageNum, pageSize }, ctx) {
    const me = ctx.auth();
    const { db } = ctx.services;
    const markets = visibleMarkets(ctx.tenant.config);
    const { ids, total } = await searchInstrumentIds(db, markets, keyword || undefined, {
      pageNum,
      pageSize,
    });
    const favorite = await favoriteIdsAmong(db, me.tenantId, me.id, ids);
    const records = quotedSummaries(ctx.services.market, ids).map((s) => ({
      ...s,
      favorite: favorite.has(s.id),
    }));
    return { records, pageNum, pageSize, total };
  },
};
