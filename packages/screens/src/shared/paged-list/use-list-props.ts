import { usePagedList, type PagedQueryResult } from '@trading/api';
import type { InfiniteListProps } from '@trading/ui-kit';

/** What an RTK Query infinite-query hook returns over a paged endpoint, plus its page-error flag. */
export interface InfiniteResult<T> extends PagedQueryResult<T> {
  isFetchNextPageError?: boolean;
}

export type ListProps<T> = Pick<
  InfiniteListProps<T>,
  | 'phase'
  | 'items'
  | 'page'
  | 'finished'
  | 'loadingMore'
  | 'moreError'
  | 'loadMore'
  | 'retry'
  | 'refresh'
>;

/**
 * The api's list state in the shape ui-kit's InfiniteList takes: the two packages were built
 * apart, and this is the one place that maps one onto the other.
 */
export function useListProps<T>(result: InfiniteResult<T>): ListProps<T> {
  const list = usePagedList(result);
  const moreError = list.status === 'loaded' && result.isFetchNextPageError === true;
  return {
    phase: list.status,
    items: list.records,
    page: result.data?.pages.length ?? 0,
    finished: list.finished,
    loadingMore: list.isFetchingNextPage,
    moreError,
    loadMore: list.fetchNextPage,
    // A failed first page loads again from page 1; a failed later page asks for it again.
    retry: list.status === 'error' ? () => void list.refresh() : list.fetchNextPage,
    refresh: list.refresh,
  };
}
