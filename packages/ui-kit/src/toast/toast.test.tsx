import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Kit } from '../../test/render';
import { useToast } from './toast-provider';

function renderToast() {
  return renderHook(() => useToast(), { wrapper: Kit }).result.current;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows a message in a live region for 2000 ms by default', () => {
    const api = renderToast();
    act(() => void api.show('Delete Success'));
    expect(screen.getByRole('status')).toHaveTextContent('Delete Success');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Delete Success')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Delete Success')).not.toBeInTheDocument();
  });

  it('honours a custom duration and replaces the previous toast', () => {
    const api = renderToast();
    act(() => void api.show('first'));
    act(() => void api.show('second', { duration: 500 }));
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  it('loading blocks the screen until closed, and a stale close does not close a newer toast', () => {
    const api = renderToast();
    let close = () => {};
    act(() => {
      close = api.loading();
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByTestId('toast-blocker')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => close());
    expect(screen.queryByTestId('toast-blocker')).not.toBeInTheDocument();

    act(() => {
      close = api.loading('Submitting');
    });
    act(() => void api.show('Submit Success!'));
    act(() => close());
    expect(screen.getByText('Submit Success!')).toBeInTheDocument();
  });

  it('gives up on a forgotten loading toast after 20000 ms', () => {
    const api = renderToast();
    act(() => void api.loading());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
