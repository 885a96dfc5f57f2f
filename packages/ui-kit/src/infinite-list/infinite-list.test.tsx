import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { InfiniteList } from './infinite-list';
import { isWithinReach } from './paged-list-state';
import { useFetchedPages } from './use-fetched-pages';

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };

function mockIntersectionObserver() {
  const observers: Observed[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

function intersect(observed: Observed) {
  act(() =>
    observed.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}

const rows = (page: number, count: number) =>
  Array.from({ length: count }, (_, i) => `row ${page}-${i}`);

function List({ fetchPage }: { fetchPage: (page: number, size: number) => Promise<string[]> }) {
  const list = useFetchedPages({ fetchPage, pageSize: 3 });
  return <InfiniteList {...list} renderItem={(row) => row} getKey={(row) => row} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isWithinReach', () => {
  it('is true when the end is at most the offset below the viewport', () => {
    expect(isWithinReach(1100, 800, 300)).toBe(true);
    expect(isWithinReach(1101, 800, 300)).toBe(false);
    expect(isWithinReach(500, 800, 300)).toBe(true);
  });
});

describe('InfiniteList with useFetchedPages', () => {
  it('shows a skeleton, then rows, loads the next page near the end, then "No more data"', async () => {
    const observers = mockIntersectionObserver();
    const fetchPage = vi.fn(async (page: number) => (page === 1 ? rows(1, 3) : rows(2, 1)));
    renderKit(<List fetchPage={fetchPage} />);
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByText('row 1-2')).toBeInTheDocument();

    const sentinelObserver = observers.at(-1)!;
    expect(sentinelObserver.options?.rootMargin).toBe('0px 0px 300px 0px');
    intersect(sentinelObserver);
    expect(await screen.findByText('row 2-0')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(2, 3);
    expect(screen.getByText('No more data')).toBeInTheDocument();
    expect(screen.queryByTestId('infinite-sentinel')).not.toBeInTheDocument();
  });

  it('shows "No data" when the first page is empty', async () => {
    mockIntersectionObserver();
    renderKit(<List fetchPage={async () => []} />);
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('shows the retry panel on failure and retries', async () => {
    mockIntersectionObserver();
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(rows(1, 2));
    renderKit(<List fetchPage={fetchPage} />);
    expect(await screen.findByText('Load failed, please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('row 1-1')).toBeInTheDocument();
    expect(screen.getByText('No more data')).toBeInTheDocument();
  });

  it('offers a retry in the footer when a later page fails', async () => {
    const observers = mockIntersectionObserver();
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(rows(1, 3))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(rows(2, 3));
    renderKit(<List fetchPage={fetchPage} />);
    await screen.findByText('row 1-0');
    intersect(observers.at(-1)!);
    const retry = await screen.findByRole('button', { name: /Retry/ });
    await userEvent.click(retry);
    expect(await screen.findByText('row 2-2')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(2, 3);
  });

  it('falls back to scroll measurement without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const fetchPage = vi.fn(async (page: number) => (page === 1 ? rows(1, 3) : []));
    renderKit(<List fetchPage={fetchPage} />);
    // jsdom lays nothing out, so the end is always "on screen" and the next page loads at once.
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith(2, 3));
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });
});

describe('InfiniteList pull surface', () => {
  it('refreshes on a pull that starts on "No data", the surface taking the rest of the column', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    const { container } = renderKit(
      <InfiniteList<string>
        phase="empty"
        items={[]}
        page={1}
        finished
        loadingMore={false}
        moreError={false}
        renderItem={(row) => row}
        getKey={(row) => row}
        loadMore={vi.fn()}
        retry={vi.fn()}
        refresh={refresh}
      />,
    );
    const surface = container.querySelector('[data-status]')!;
    expect(getComputedStyle(surface).flexGrow).toBe('1');

    const noData = screen.getByText('No data');
    fireEvent.touchStart(noData, { touches: [{ clientX: 0, clientY: 0 }] });
    fireEvent.touchMove(noData, { touches: [{ clientX: 0, clientY: 120 }] });
    fireEvent.touchEnd(noData);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });
});
