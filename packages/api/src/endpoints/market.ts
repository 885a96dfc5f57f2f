import { KLINE_LIMIT, RANK_PAGE_SIZE, type Candle, type RequestOf } from '@trading/contract';
import { api } from '../api-slice.js';
import { mutationCall, pagedCall, queryCall } from '../define-call.js';
import { cacheRules, providedTags } from '../tags.js';

/** Candles of one stock and period; older pages are fetched by the oldest timestamp loaded. */
export type KlineArg = Omit<RequestOf<'stockHistoryKline'>, 'timestamp'>;

/** Market: indices, search, ranking, detail, candles and favourites. */
export const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    stockMainPageIndex: queryCall(build, 'stockMainPageIndex'),
    stockIndex: queryCall(build, 'stockIndex'),
    stockPage: pagedCall(build, 'stockPage'),
    // Ranking pages hold 20 rows; home passes pageSize 5.
    stockRank: pagedCall(build, 'stockRank', RANK_PAGE_SIZE),
    stockDetail: queryCall(build, 'stockDetail'),
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
      providesTags: (result, _error, arg) =>
        providedTags(cacheRules.stockHistoryKline.provides, result, arg),
    }),
    favoriteAdd: mutationCall(build, 'favoriteAdd'),
    favoriteRemove: mutationCall(build, 'favoriteRemove'),
    myStocks: pagedCall(build, 'myStocks'),
    favoritePage: pagedCall(build, 'favoritePage'),
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
  useStockHistoryKlineInfiniteQuery,
  useFavoriteAddMutation,
  useFavoriteRemoveMutation,
  useMyStocksInfiniteQuery,
  useFavoritePageInfiniteQuery,
} = marketApi;
