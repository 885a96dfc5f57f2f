import { api } from '../api-slice.js';
import { mutationCall, pagedCall, queryCall } from '../define-call.js';
import { TRADE, item, list, type } from '../tags.js';

/**
 * Limit and stop orders. The server fills them in the background, so the screens showing
 * open orders poll them (OPEN_ORDERS_POLL_MS) and a change refreshes balances and holdings.
 */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderOpen: queryCall(build, 'orderOpen', { provides: [list('WorkingOrder')] }),
    orderHistory: pagedCall(build, 'orderHistory', { provides: [list('WorkingOrder')] }),
    orderDetail: queryCall(build, 'orderDetail', { provides: [item('WorkingOrder', 'id')] }),
    orderPlace: mutationCall(build, 'orderPlace', {
      invalidates: [...TRADE, type('WorkingOrder')],
    }),
    orderCancel: mutationCall(build, 'orderCancel', {
      invalidates: [...TRADE, type('WorkingOrder')],
    }),
    orderModify: mutationCall(build, 'orderModify', {
      invalidates: [...TRADE, type('WorkingOrder')],
    }),
  }),
});

/**
 * The cache tags an order the server ended in the background makes stale: its notification
 * (ORDER_FILLED, ORDER_EXPIRED, ORDER_REJECTED over the live feed) refreshes them at once.
 */
export const ORDER_ENDED_TAGS = [...TRADE, type('WorkingOrder')].map((rule) => rule.type);

/** How often a screen showing open orders asks again: they fill on the server's ticks. */
export const OPEN_ORDERS_POLL_MS = 2_000;

export const {
  useOrderOpenQuery,
  useOrderHistoryInfiniteQuery,
  useOrderDetailQuery,
  useOrderPlaceMutation,
  useOrderCancelMutation,
  useOrderModifyMutation,
} = ordersApi;
