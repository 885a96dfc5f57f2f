import type {
  EndpointBuilder,
  TypedMutationOnQueryStarted,
  TypedQueryOnQueryStarted,
} from '@reduxjs/toolkit/query';
import {
  isLastPage,
  PAGE_SIZE,
  type UPLOAD_FILE_FIELD,
  type EndpointName,
  type Page,
  type RequestOf,
  type ResponseOf,
} from '@trading/contract';
import type { baseQuery, CallArgs } from './base-query.js';
import { invalidatedTags, providedTags, type TagRule, type TagType } from './tags.js';

export type Build = EndpointBuilder<typeof baseQuery, TagType, 'api'>;

/**
 * `void` when a call takes no fields (zod types `z.object({})` as an index signature of never)
 * and `T | void` when every field is optional, so `useXQuery()` needs no argument.
 */
type Optional<T> = string extends keyof T ? void : Partial<T> extends T ? T | void : T;

export type ArgOf<N extends EndpointName> = Optional<RequestOf<N>>;

/**
 * The contract's multipart endpoints. The table's `input` is not kept as a literal type, so
 * they are named here (a test checks this list against the table).
 */
export type MultipartName = 'upload';

/** The file part of a multipart call (a File keeps its own name); the contract types the rest. */
export type UploadFile = { [K in typeof UPLOAD_FILE_FIELD]: Blob };

/** A mutation's argument: the contract fields (and file), plus the key that makes a retry safe. */
export type MutationArgOf<N extends EndpointName> = Optional<
  RequestOf<N> &
    (N extends MultipartName ? UploadFile : unknown) & {
      /** Reused on a retry of the same action (see useIdempotentMutation); ignored if not idempotent. */
      idempotencyKey?: string;
    }
>;

/** Endpoints whose answer is a page and whose request takes pageNum: the infinite lists. */
export type PagedName = {
  [N in EndpointName]: ResponseOf<N> extends Page<unknown>
    ? 'pageNum' extends keyof RequestOf<N>
      ? N
      : never
    : never;
}[EndpointName];

/** An infinite list's argument: the request without pageNum, which is the page param. */
export type PagedArgOf<N extends PagedName> = Optional<Omit<RequestOf<N>, 'pageNum'>>;

export type PageOf<N extends PagedName> = ResponseOf<N>;
export type RecordOf<N extends PagedName> = ResponseOf<N>['records'][number];

const fields = (arg: unknown) => (arg ?? undefined) as Record<string, unknown> | undefined;

function call(name: EndpointName, arg: unknown): CallArgs {
  const { idempotencyKey, ...request } = (arg ?? {}) as Record<string, unknown>;
  return typeof idempotencyKey === 'string' ? { name, request, idempotencyKey } : { name, request };
}

/** A read: GET, or a POST that lists without paging. */
export function queryCall<N extends EndpointName>(
  build: Build,
  name: N,
  {
    provides,
    ...lifecycle
  }: {
    /** The cache tags its answer provides: what a write must invalidate to refresh it. */
    provides: readonly TagRule[];
    onQueryStarted?: TypedQueryOnQueryStarted<ResponseOf<N>, ArgOf<N>, typeof baseQuery, 'api'>;
  },
) {
  return build.query<ResponseOf<N>, ArgOf<N>>({
    ...lifecycle,
    query: (arg) => call(name, arg),
    providesTags: (result, _error, arg) => providedTags(provides, result, fields(arg)),
  });
}

/** A write. */
export function mutationCall<N extends EndpointName>(
  build: Build,
  name: N,
  {
    invalidates,
    ...lifecycle
  }: {
    /** The cache tags a success makes stale: the reads showing what it changed. */
    invalidates: readonly TagRule[];
    onQueryStarted?: TypedMutationOnQueryStarted<
      ResponseOf<N>,
      MutationArgOf<N>,
      typeof baseQuery,
      'api'
    >;
  },
) {
  return build.mutation<ResponseOf<N>, MutationArgOf<N>>({
    ...lifecycle,
    query: (arg) => call(name, arg),
    // Invalidate only on success: a failed trade changed nothing worth refetching.
    invalidatesTags: (_result, error, arg) =>
      error ? [] : invalidatedTags(invalidates, fields(arg)),
  });
}

/**
 * The next page number, or undefined once the list is finished: a page shorter than the page
 * size, or every record of `total` loaded.
 */
export function nextPageNum(
  lastPage: Page<unknown>,
  allPages: readonly Page<unknown>[],
  lastPageNum: number,
): number | undefined {
  if (isLastPage(lastPage)) return undefined;
  const loaded = allPages.reduce((n, page) => n + page.records.length, 0);
  return loaded >= lastPage.total ? undefined : lastPageNum + 1;
}

/**
 * A paged list as an RTK Query infinite query: page param = pageNum from 1. A refetch (pull
 * to refresh, or an invalidation) fetches page 1 only and replaces the records, as the spec's
 * refresh does, instead of refetching every loaded page.
 */
export function pagedCall<N extends PagedName>(
  build: Build,
  name: N,
  { provides, pageSize = PAGE_SIZE }: { provides: readonly TagRule[]; pageSize?: number },
) {
  return build.infiniteQuery<PageOf<N>, PagedArgOf<N>, number>({
    infiniteQueryOptions: {
      initialPageParam: 1,
      getNextPageParam: (lastPage, allPages, lastPageNum) =>
        nextPageNum(lastPage, allPages, lastPageNum),
      refetchCachedPages: false,
    },
    query: ({ queryArg, pageParam }) =>
      call(name, { pageSize, ...fields(queryArg), pageNum: pageParam }),
    providesTags: (result, _error, arg) => providedTags(provides, result, fields(arg)),
  });
}
