import { PAGE_SIZE } from '@trading/contract';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useLatest } from '../hooks/use-latest';
import {
  initialPagedList,
  pagedListReducer,
  type PagedListEvent,
  type PagedListState,
} from './paged-list-state';

export interface FetchedPagesOptions<T> {
  /** Fetches one 1-based page; rejects on failure. */
  fetchPage: (page: number, pageSize: number) => Promise<T[]>;
  pageSize?: number;
}

export interface FetchedPages<T> extends PagedListState<T> {
  /** Reloads page 1 and replaces the rows; resolves when done (pass it to PullRefresh). */
  refresh: () => Promise<void>;
  loadMore: () => void;
  /** Retries whatever failed: the first page or the next one. */
  retry: () => void;
}

interface PageRequest {
  page: number;
  /** Bumped on every request so asking for the same page again still fetches. */
  serial: number;
}

/**
 * Paging, refresh and retry for InfiniteList from a plain page fetcher: the gallery and the
 * list's tests. Screens page through RTK Query with `usePagedList` from @trading/api.
 */
export function useFetchedPages<T>({
  fetchPage,
  pageSize = PAGE_SIZE,
}: FetchedPagesOptions<T>): FetchedPages<T> {
  const [state, dispatch] = useReducer(
    (current: PagedListState<T>, event: PagedListEvent<T>) => pagedListReducer(current, event),
    undefined,
    initialPagedList<T>,
  );
  const [request, setRequest] = useState<PageRequest>({ page: 1, serial: 0 });
  const options = useLatest({ fetchPage, pageSize });
  const refreshDone = useRef<Array<() => void>>([]);

  useEffect(() => {
    // A newer request supersedes this one: a refresh during a slow next page must not
    // append that page to the fresh rows.
    let current = true;
    const { fetchPage: fetcher, pageSize: size } = options.current;
    const { page } = request;
    fetcher(page, size)
      .then(
        (records) => current && dispatch({ type: 'pageLoaded', page, records, pageSize: size }),
        () => current && dispatch({ type: 'pageFailed', page }),
      )
      .finally(() => {
        if (!current || page !== 1) return;
        refreshDone.current.splice(0).forEach((resolve) => resolve());
      });
    return () => {
      current = false;
    };
  }, [request, options]);

  const requestPage = (page: number) =>
    setRequest((previous) => ({ page, serial: previous.serial + 1 }));

  const refresh = () =>
    new Promise<void>((resolve) => {
      refreshDone.current.push(resolve);
      dispatch({ type: 'refresh' });
      requestPage(1);
    });

  const loadMore = () => {
    if (state.phase !== 'loaded' || state.loadingMore || state.finished || state.moreError) return;
    dispatch({ type: 'loadMore' });
    requestPage(state.page + 1);
  };

  const retry = () => {
    if (state.phase === 'error' || state.page === 0) {
      dispatch({ type: 'refresh' });
      requestPage(1);
      return;
    }
    dispatch({ type: 'loadMore' });
    requestPage(state.page + 1);
  };

  return { ...state, refresh, loadMore, retry };
}
