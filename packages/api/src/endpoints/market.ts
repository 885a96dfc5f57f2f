import { KLINE_LIMIT, RANK_PAGE_SIZE, type Candle, type RequestOf } from '@trading/contract';
import { api } from '../api-slice.js';
import { mutationCall, pagedCall, queryCall } from '../define-call.js';
import { item, list, providedTags, type } from '../tags.js';

/** Candles of one stock and period; older pages are fetched by the oldest timestamp loaded. */
export type KlineArg = Omit<RequestOf<'stockHistoryKline'>, 'timestamp'>;

// A favourite changes both favourite lists and the stock's own starred state.
const favourite = [list('Favorite'), list('FavoriteSearch'), item('Stock', 'id')];

/** Market: indices, search, ranking, detail, candles and favourites. */
export const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    stockMainPageIndex: queryCall(build, 'stockMainPageIndex', { provides: [type('Index')] }),
    stockIndex: queryCall(build, 'stockIndex', { provides: [type('Index')] }),
    stockPage: pagedCall(build, 'stockPage', { provides: [list('Quote')] }),
    // Ranking pages hold 20 rows; home passes pageSize 5.
    stockRank: pagedCall(build, 'stockRank', {
      provides: [list('Quote')],
      pageSize: RANK_PAGE_SIZE,
    }),
    stockDetail: queryCall(build, 'stockDetail', { provides: [item('Stock', 'id')] }),
    // Refetched by its readers when the state they show ends (use-market-status).
    marketStatus: queryCall(build, 'marketStatus', { provides: [type('MarketStatus')] }),
    // Tagged as the stock's: whatever refetches the detail refetches its statistics with it.
    stockStatistics: queryCall(build, 'stockStatistics', { provides: [item('Stock', 'id')] }),
    /**
     * Pages of candles, each oldest first (the server answers newest first). Page 1 is the
     * latest; "next" pages go back in time, before the oldest candle loaded.
     * A new id or period is a new cache entry, so changing the period resets paging.
     */
    stockHistoryKline: build.infiniteQuery<Candle[], KlineArg, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage, _all, _param, _params, arg) =>
          lastPage.length < Number(arg.limit ?? KLINE_LIMIT) ? undefined : lastPage[0]?.timestamp,
        refetchCachedPages: false,
      },
      query: ({ queryArg, pageParam }) => ({
        name: 'stockHistoryKline',
        request: pageParam === null ? { ...queryArg } : { ...queryArg, timestamp: pageParam },
      }),
      transformResponse: (candles: Candle[]) => [...candles].reverse(),
      providesTags: (result, _error, arg) => providedTags([type('Candle')], result, arg),
    }),
    favoriteAdd: mutationCall(build, 'favoriteAdd', { invalidates: favourite }),
    favoriteRemove: mutationCall(build, 'favoriteRemove', { invalidates: favourite }),
    myStocks: pagedCall(build, 'myStocks', { provides: [list('Favorite')] }),
    favoritePage: pagedCall(build, 'favoritePage', { provides: [list('FavoriteSearch')] }),
  }),
});

/** Every loaded candle, oldest first, from the pages of `stockHistoryKline`. */
export function candlesOf(data: { pages: readonly Candle[][] } | undefined): Candle[] {
  return data ? [...data.pages].reverse().flat() : [];
}

export const {
  useStockMainPageIndexQuery,
  useStockIndexQuery,
  useStockPageInfiniteQuery,
  useStockRankInfiniteQuery,
  useStockDetailQuery,
  useMarketStatusQuery,
  useStockStatisticsQuery,
  useStockHistoryKlineInfiniteQuery,
  useFavoriteAddMutation,
  useFavoriteRemoveMutation,
  useMyStocksInfiniteQuery,
  useFavoritePageInfiniteQuery,
} = marketApi;
