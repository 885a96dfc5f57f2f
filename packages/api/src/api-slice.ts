import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query.js';
import { TAG_TYPES } from './tags.js';

/**
 * The one API slice for every /api call. It has no endpoints of its own: each domain file in
 * `endpoints/` injects its calls, generated from the contract table.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

export type Api = typeof api;
