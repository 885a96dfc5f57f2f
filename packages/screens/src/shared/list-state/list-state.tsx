import { Empty, ErrorPanel, Skeleton } from '@trading/ui-kit';
import type { ReactNode } from 'react';

export interface ListStateProps {
  /** What a one-shot query (no paging) reports. */
  query: { data?: unknown; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  rows?: number;
  /** One row's height, so the skeleton holds the list's place (see Skeleton). */
  rowHeight?: number;
  children: ReactNode;
}

/** Skeleton, retry panel or "No data" for lists that arrive in one answer; else the rows. */
export function ListState({ query, isEmpty, rows = 3, rowHeight, children }: ListStateProps) {
  if (query.data === undefined) {
    return query.isError ? (
      <ErrorPanel onRetry={() => void query.refetch()} />
    ) : (
      <Skeleton rows={rows} rowHeight={rowHeight} />
    );
  }
  return isEmpty ? <Empty /> : children;
}
