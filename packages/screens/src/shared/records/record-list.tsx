import type { PagedList } from '@trading/api';
import { InfiniteList } from '@trading/ui-kit';
import type { Key, ReactNode } from 'react';

export interface RecordListProps<T> {
  list: PagedList<T>;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => Key;
  'aria-label': string;
}

/**
 * The kit's list (skeleton, "No data", retry panel, pull to refresh, infinite scroll, "No
 * more data") fed from the api's paged-list state.
 */
export function RecordList<T>({
  list,
  renderItem,
  getKey,
  'aria-label': label,
}: RecordListProps<T>) {
  return (
    <InfiniteList
      phase={list.status}
      items={list.records}
      page={0}
      finished={list.finished}
      loadingMore={list.isFetchingNextPage}
      moreError={list.status === 'loaded' && list.error !== undefined && !list.isFetchingNextPage}
      renderItem={(item) => renderItem(item)}
      getKey={(item) => getKey(item)}
      loadMore={list.fetchNextPage}
      retry={list.status === 'error' ? () => void list.refresh() : list.fetchNextPage}
      refresh={list.refresh}
      aria-label={label}
    />
  );
}
