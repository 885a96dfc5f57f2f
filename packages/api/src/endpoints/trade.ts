import { api } from '../api-slice.js';
import { mutationCall, pagedCall, queryCall } from '../define-call.js';
import { TRADE, list, type } from '../tags.js';

/** Trading: holdings, order records, buy and sell (idempotent). */
export const tradeApi = api.injectEndpoints({
  endpoints: (build) => ({
    positions: pagedCall(build, 'positions', {
      provides: [list('Position', { idField: 'stockId' })],
    }),
    portfolioSummary: queryCall(build, 'portfolioSummary', {
      provides: [type('Position'), type('Balance')],
    }),
    // Trades and money movements change the value line; the same tags as the summary.
    portfolioHistory: queryCall(build, 'portfolioHistory', {
      provides: [type('Position'), type('Balance')],
    }),
    buyRecords: pagedCall(build, 'buyRecords', { provides: [list('Order')] }),
    sellRecords: pagedCall(build, 'sellRecords', { provides: [list('Order')] }),
    buy: mutationCall(build, 'buy', { invalidates: TRADE }),
    sell: mutationCall(build, 'sell', { invalidates: TRADE }),
  }),
});

export const {
  usePositionsInfiniteQuery,
  usePortfolioSummaryQuery,
  usePortfolioHistoryQuery,
  useBuyRecordsInfiniteQuery,
  useSellRecordsInfiniteQuery,
  useBuyMutation,
  useSellMutation,
} = tradeApi;
