import { useCallback, useMemo } from 'react';
import type { Page } from '@trading/contract';
import { isApiError, type ApiError } from './api-error.js';

/** What a list shows: a skeleton, "No data", a retry panel or the rows. */
export type PagedListStatus = 'loading' | 'empty' | 'error' | 'loaded';

export interface PagedList<T> {
  status: PagedListStatus;
  /** Every record loaded so far, page after page. */
  records: T[];
  /** No more pages: the last page was short, or `total` records are loaded ("No more data"). */
  finished: boolean;
  /** The last failure: the first page's (status 'error'), or a later page's or a refresh's. */
  error: ApiError | undefined;
  isFetchingNextPage: boolean;
  isRefreshing: boolean;
  /** Loads the next page; does nothing while a page is loading or once finished. */
  fetchNextPage: () => void;
  /** Pull to refresh: fetches page 1 again and replaces the records. Resolves when done. */
  refresh: () => Promise<void>;
}

/** The parts of an RTK Query infinite-query hook result over a paged endpoint that a list needs. */
export interface PagedQueryResult<T> {
  data?: { pages: readonly Page<T>[] } | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => PromiseLike<unknown>;
}

/**
 * Turns an infinite-query result into list state:
 * `const news = usePagedList(useNewsPageInfiniteQuery())`.
 */
export function usePagedList<T>(result: PagedQueryResult<T>): PagedList<T> {
  const { data, error, isError, isFetching, isFetchingNextPage, hasNextPage } = result;
  const { fetchNextPage: fetchNext, refetch } = result;
  const records = useMemo(() => data?.pages.flatMap((page) => page.records) ?? [], [data]);
  const finished = data !== undefined && !hasNextPage;

  const fetchNextPage = useCallback(() => {
    if (!finished && !isFetching) void fetchNext();
  }, [finished, isFetching, fetchNext]);
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  let status: PagedListStatus;
  if (data === undefined) status = isError && !isFetching ? 'error' : 'loading';
  else status = records.length === 0 ? 'empty' : 'loaded';

  return {
    status,
    records,
    finished,
    error: isError && isApiError(error) ? error : undefined,
    isFetchingNextPage,
    isRefreshing: data !== undefined && isFetching && !isFetchingNextPage,
    fetchNextPage,
    refresh,
  };
}
