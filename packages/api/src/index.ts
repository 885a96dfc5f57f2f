/**
 * @trading/api — one RTK Query API for every /api call, generated from the contract's
 * endpoint table, plus the session slice, the store factory and the list and idempotency hooks.
 */
export { api, hydrateApi, type Api } from './api-slice.js';
export {
  cacheForBrowser,
  refetchAnswered,
  settleQueries,
  startFirstQueries,
  type FirstQuery,
} from './first-queries.js';
export { baseQuery, type ApiExtra, type CallArgs } from './base-query.js';
export type { ResponseCheck } from './response-check.js';
export { CLIENT_ERROR, isApiError, isOutcomeUnknown, type ApiError } from './api-error.js';
export { TAG_TYPES, type TagType } from './tags.js';
export {
  nextPageNum,
  type ArgOf,
  type MutationArgOf,
  type PagedArgOf,
  type PagedName,
  type RecordOf,
} from './define-call.js';
export {
  sessionSlice,
  setToken,
  clearToken,
  acknowledgeJumpToLogin,
  requireEnrolment,
  acknowledgeJumpToEnrolment,
  setLanguage,
  applyTenantLanguage,
  selectToken,
  selectIsLoggedIn,
  selectJumpToLogin,
  selectJumpToEnrolment,
  selectSessionEnded,
  selectLanguage,
  type SessionState,
  type SessionStorage,
} from './session-slice.js';
export { switchLanguage } from './switch-language.js';
export { memoryStorage } from './memory-storage.js';
export { STORAGE_KEYS } from './storage-keys.js';
export {
  createAppStore,
  type AppStore,
  type AppState,
  type AppDispatch,
  type AppStoreOptions,
  type CoreState,
} from './store.js';
export { newIdempotencyKey } from './idempotency-key.js';
export { useUnreadNotifications } from './use-unread-notifications.js';
export {
  IdempotencyKeys,
  stableStringify,
  useIdempotentMutation,
} from './use-idempotent-mutation.js';
export {
  usePagedList,
  type PagedList,
  type PagedListStatus,
  type PagedQueryResult,
} from './paged-list.js';
export * from './endpoints/content.js';
export * from './endpoints/market.js';
export * from './endpoints/user.js';
export * from './endpoints/security.js';
export * from './endpoints/alerts.js';
export * from './endpoints/chart.js';
export * from './endpoints/trade.js';
export * from './endpoints/orders.js';
export * from './endpoints/documents.js';
export * from './endpoints/finance.js';
export * from './endpoints/offerings.js';
