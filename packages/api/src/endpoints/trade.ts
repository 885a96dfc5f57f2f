import { api } from '../api-slice.js';
import { mutationCall, pagedCall, queryCall } from '../define-call.js';

/** Trading: holdings, order records, buy and sell (idempotent). */
export const tradeApi = api.injectEndpoints({
  endpoints: (build) => ({
    positions: pagedCall(build, 'positions'),
    portfolioSummary: queryCall(build, 'portfolioSummary'),
    buyRecords: pagedCall(build, 'buyRecords'),
    sellRecords: pagedCall(build, 'sellRecords'),
    buy: mutationCall(build, 'buy'),
    sell: mutationCall(build, 'sell'),
  }),
});

export const {
  usePositionsInfiniteQuery,
  usePortfolioSummaryQuery,
  useBuyRecordsInfiniteQuery,
  useSellRecordsInfiniteQuery,
  useBuyMutation,
  useSellMutation,
} = tradeApi;
