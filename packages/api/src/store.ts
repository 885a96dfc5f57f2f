import {
  configureStore,
  type EnhancedStore,
  type Reducer,
  type StateFromReducersMapObject,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { TimeoutClass } from '@trading/contract';
import { api } from './api-slice.js';
import type { ApiExtra } from './base-query.js';
import { memoryStorage } from './memory-storage.js';
import type { ResponseCheck } from './response-check.js';
import {
  loadSession,
  persistSession,
  sessionSlice,
  type SessionState,
  type SessionStorage,
} from './session-slice.js';

export interface AppStoreOptions<Extra extends Record<string, Reducer>> {
  /** Origin `/api` is appended to; '' (same origin) in the browser. */
  baseUrl?: string;
  /** Where the token and language persist; localStorage when there is one. */
  storage?: SessionStorage;
  /**
   * Checks response data against the contract (tests pass `contractResponseCheck` from
   * `@trading/api/contract-check`, which loads zod; the app's bundle leaves it out).
   */
  checkResponse?: ResponseCheck;
  /** Shorter timeouts for tests. */
  timeouts?: Partial<Record<TimeoutClass, number>>;
  /** Sends requests instead of the global fetch (server rendering). */
  fetch?: typeof fetch;
  /** The session to start with instead of the stored one (server rendering, hydration). */
  session?: SessionState;
  /** The app's own slices, next to `api` and `session`. */
  extraReducers?: Extra;
}

export interface CoreState {
  api: ReturnType<typeof api.reducer>;
  session: SessionState;
}

export type AppStore<State = CoreState> = EnhancedStore<State, UnknownAction> & {
  dispatch: ThunkDispatch<State, ApiExtra, UnknownAction>;
};
export type AppState = CoreState;
export type AppDispatch = AppStore['dispatch'];

function defaultStorage(): SessionStorage {
  return typeof localStorage === 'undefined' ? memoryStorage() : localStorage;
}

/** A store wired for the API: one per app, and a fresh one per test. */
export function createAppStore<Extra extends Record<string, Reducer> = Record<never, Reducer>>(
  options: AppStoreOptions<Extra> = {},
): AppStore<CoreState & StateFromReducersMapObject<Extra>> {
  const storage = options.storage ?? defaultStorage();
  const extra: ApiExtra = {
    baseUrl: options.baseUrl ?? '',
    timeouts: options.timeouts,
    checkResponse: options.checkResponse,
    fetch: options.fetch,
  };
  const store = configureStore({
    reducer: {
      ...options.extraReducers,
      [api.reducerPath]: api.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    preloadedState: { session: options.session ?? loadSession(storage) },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  persistSession(store.subscribe, () => store.getState().session, storage);
  // configureStore cannot infer a state from a generic reducer map; the shape is the one built above.
  return store as unknown as AppStore<CoreState & StateFromReducersMapObject<Extra>>;
}
