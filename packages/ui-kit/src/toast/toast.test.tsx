import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { useToast, type ToastApi } from './toast-provider';

let api: ToastApi;
function Grab() {
  api = useToast();
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows a message in a live region for 2000 ms by default', () => {
    renderKit(<Grab />);
    act(() => void api.show('Delete Success'));
    expect(screen.getByRole('status')).toHaveTextContent('Delete Success');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Delete Success')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Delete Success')).not.toBeInTheDocument();
  });

  it('honours a custom duration and replaces the previous toast', () => {
    renderKit(<Grab />);
    act(() => void api.show('first'));
    act(() => void api.show('second', { duration: 500 }));
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  it('loading blocks the screen until closed, and a stale close does not close a newer toast', () => {
    renderKit(<Grab />);
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
    renderKit(<Grab />);
    act(() => void api.loading());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
