/** First-page outcome of a list: loading, empty, error or loaded. */
export type ListPhase = 'loading' | 'empty' | 'error' | 'loaded';

export interface PagedListState<T> {
  phase: ListPhase;
  items: T[];
  /** The last page loaded, 1-based; 0 before the first page arrives. */
  page: number;
  /** A page came back shorter than the page size: nothing more to load. */
  finished: boolean;
  loadingMore: boolean;
  /** A later page failed; the footer offers a retry instead of loading on scroll. */
  moreError: boolean;
}

export type PagedListEvent<T> =
  | { type: 'refresh' }
  | { type: 'loadMore' }
  | { type: 'pageLoaded'; page: number; records: T[]; pageSize: number }
  | { type: 'pageFailed'; page: number };

export function initialPagedList<T>(): PagedListState<T> {
  return {
    phase: 'loading',
    items: [],
    page: 0,
    finished: false,
    loadingMore: false,
    moreError: false,
  };
}

export function pagedListReducer<T>(
  state: PagedListState<T>,
  event: PagedListEvent<T>,
): PagedListState<T> {
  switch (event.type) {
    case 'refresh':
      // A pull-to-refresh keeps the rows on screen; only a list with nothing to show goes back to the skeleton.
      return {
        ...state,
        phase: state.items.length > 0 ? state.phase : 'loading',
        loadingMore: false,
        moreError: false,
      };
    case 'loadMore':
      return { ...state, loadingMore: true, moreError: false };
    case 'pageLoaded': {
      const finished = event.records.length < event.pageSize;
      if (event.page === 1) {
        // Refresh resets to page 1 and replaces the records.
        return {
          phase: event.records.length > 0 ? 'loaded' : 'empty',
          items: event.records,
          page: 1,
          finished,
          loadingMore: false,
          moreError: false,
        };
      }
      return {
        ...state,
        items: [...state.items, ...event.records],
        page: event.page,
        finished,
        loadingMore: false,
      };
    }
    case 'pageFailed':
      if (event.page === 1) {
        return {
          ...state,
          phase: state.items.length > 0 ? state.phase : 'error',
          loadingMore: false,
        };
      }
      return { ...state, loadingMore: false, moreError: true };
  }
}

/** Whether the end of the list is within `offset` px below the bottom of the visible area. */
export function isWithinReach(endTop: number, viewportBottom: number, offset: number): boolean {
  return endTop - viewportBottom <= offset;
}
