import { useEffect, useState, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { getScrollParent } from '../dom/scroll-parent';
import { Empty } from '../empty/empty';
import { ErrorPanel } from '../error-panel/error-panel';
import { useLatest } from '../hooks/use-latest';
import { PullRefresh } from '../pull-refresh/pull-refresh';
import { Skeleton } from '../skeleton/skeleton';
import { Spinner } from '../spinner/spinner';
import { useUiText } from '../text/ui-text';
import { isWithinReach, type PagedListState } from './paged-list-state';

/** The next page loads when the list's end comes this close to the viewport's bottom (px). */
const INFINITE_SCROLL_OFFSET = 300;

export interface InfiniteListProps<T> extends PagedListState<T> {
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  loadMore: () => void;
  retry: () => void;
  /** Enables pull-to-refresh. */
  refresh?: () => Promise<unknown>;
  /** Loads the next page when the end is this close (px) below the visible area. */
  offset?: number;
  skeletonRows?: number;
  emptyText?: ReactNode;
  'aria-label'?: string;
}

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 50px;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

/** Calls `onNear` whenever the sentinel comes within `offset` px of the visible area. */
function useNearEnd(sentinel: HTMLElement | null, offset: number, onNear: () => void) {
  const latest = useLatest(onNear);
  useEffect(() => {
    if (!sentinel) return undefined;
    const scroller = getScrollParent(sentinel);
    const isDocument =
      scroller === document.scrollingElement || scroller === document.documentElement;
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { root: isDocument ? null : scroller, rootMargin: `0px 0px ${offset}px 0px` },
      );
      observer.observe(sentinel);
      return () => observer.disconnect();
    }
    // Older WebViews without IntersectionObserver: measure on scroll.
    const target: EventTarget = isDocument ? window : scroller;
    const check = () => {
      const bottom = isDocument ? window.innerHeight : scroller.getBoundingClientRect().bottom;
      if (isWithinReach(sentinel.getBoundingClientRect().top, bottom, offset)) latest.current();
    };
    check();
    target.addEventListener('scroll', check, { passive: true });
    return () => target.removeEventListener('scroll', check);
  }, [sentinel, offset, latest]);
}

// Mounted only while another page may load, so each mount re-checks the distance: a short
// page that leaves the end on screen loads the next one without any scrolling.
function Sentinel({ offset, onNear }: { offset: number; onNear: () => void }) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useNearEnd(node, offset, onNear);
  return <div ref={setNode} aria-hidden="true" data-testid="infinite-sentinel" />;
}

/**
 * The list behaviour used everywhere: skeleton while loading, "No data", the retry
 * panel, pull-to-refresh, loading the next page near the end and "No more data" when finished.
 */
export function InfiniteList<T>({
  phase,
  items,
  finished,
  loadingMore,
  moreError,
  renderItem,
  getKey,
  loadMore,
  retry,
  refresh,
  offset = INFINITE_SCROLL_OFFSET,
  skeletonRows = 6,
  emptyText,
  'aria-label': ariaLabel,
}: InfiniteListProps<T>) {
  const text = useUiText();

  let body: ReactNode;
  if (phase === 'loading') body = <Skeleton rows={skeletonRows} />;
  else if (phase === 'error') body = <ErrorPanel onRetry={retry} />;
  else if (phase === 'empty') body = <Empty description={emptyText} />;
  else {
    body = (
      <>
        <Rows aria-label={ariaLabel}>
          {items.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </Rows>
        <Footer role="status" aria-live="polite">
          {loadingMore && (
            <>
              <Spinner $size={16} />
              {text.loading}
            </>
          )}
          {moreError && (
            <Button $variant="text" onClick={retry}>
              {text.loadFailed} {text.retry}
            </Button>
          )}
          {finished && text.noMore}
          {!loadingMore && !moreError && !finished && (
            <Sentinel offset={offset} onNear={loadMore} />
          )}
        </Footer>
      </>
    );
  }

  return refresh ? <PullRefresh onRefresh={refresh}>{body}</PullRefresh> : body;
}
