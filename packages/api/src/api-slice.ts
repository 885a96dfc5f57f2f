import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query.js';
import { TAG_TYPES } from './tags.js';

/** Carries the cache a server render filled into the browser's store (see `first-queries.ts`). */
export const hydrateApi = createAction<{ api: unknown }>('api/hydrate');

/**
 * The one API slice for every /api call. It has no endpoints of its own: each domain file in
 * `endpoints/` injects its calls, generated from the contract table.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // Back from offline, what is on screen is fetched again (the app wires the browser's events).
  refetchOnReconnect: true,
  extractRehydrationInfo: (action, { reducerPath }) =>
    hydrateApi.match(action) ? (action.payload[reducerPath as 'api'] as never) : undefined,
});

export type Api = typeof api;
