import type { PagedList } from '@trading/api';
import { PAGE_SIZE } from '@trading/contract';
import { InfiniteList } from '@trading/ui-kit';
import type { Key, ReactNode } from 'react';

/**
 * An API paged list drawn with the kit's list (skeleton, "No data", retry panel,
 * pull-to-refresh, next page near the end, "No more data").
 */
export function OfferList<T>({
  list,
  renderItem,
  getKey,
  label,
}: {
  list: PagedList<T>;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => Key;
  label: string;
}) {
  const laterPageFailed = list.status === 'loaded' && list.error !== undefined;
  return (
    <InfiniteList
      phase={list.status}
      items={list.records}
      page={Math.ceil(list.records.length / PAGE_SIZE)}
      finished={list.finished}
      loadingMore={list.isFetchingNextPage}
      moreError={laterPageFailed && !list.isFetchingNextPage}
      renderItem={renderItem}
      getKey={getKey}
      loadMore={list.fetchNextPage}
      retry={list.status === 'error' ? () => void list.refresh() : list.fetchNextPage}
      refresh={list.refresh}
      aria-label={label}
    />
  );
}
