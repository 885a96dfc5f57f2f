import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { PullRefresh } from './pull-refresh';

function touch(y: number, x = 0) {
  return { touches: [{ clientX: x, clientY: y }] };
}

describe('PullRefresh', () => {
  it('walks through pulling, loosing, loading and success, then settles after 500 ms', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = renderKit(
      <PullRefresh onRefresh={onRefresh}>
        <p>rows</p>
      </PullRefresh>,
    );
    const root = container.querySelector('[data-status]')!;

    fireEvent.touchStart(root, touch(0));
    fireEvent.touchMove(root, touch(30));
    expect(screen.getByText('Pull down to refresh...')).toBeInTheDocument();
    fireEvent.touchMove(root, touch(60));
    expect(screen.getByText('Loose to refresh...')).toBeInTheDocument();
    fireEvent.touchEnd(root);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Refresh success')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(root).toHaveAttribute('data-status', 'success');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(root).toHaveAttribute('data-status', 'normal');
    vi.useRealTimers();
  });

  it('leaves a mouse click to the row under it and captures the pointer only for a pull', () => {
    const capture = vi.fn();
    const onClick = vi.fn();
    const { container } = renderKit(
      <PullRefresh onRefresh={vi.fn()}>
        <button onClick={onClick}>row</button>
      </PullRefresh>,
    );
    const root = container.querySelector<HTMLElement>('[data-status]')!;
    root.setPointerCapture = capture;
    root.hasPointerCapture = () => capture.mock.calls.length > 0;
    const mouse = { pointerType: 'mouse', button: 0, pointerId: 1, clientX: 0 };

    fireEvent.pointerDown(screen.getByRole('button', { name: 'row' }), { ...mouse, clientY: 0 });
    fireEvent.pointerUp(screen.getByRole('button', { name: 'row' }), { ...mouse, clientY: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'row' }));
    expect(capture).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(root, { ...mouse, clientY: 0 });
    fireEvent.pointerMove(root, { ...mouse, clientY: 30 });
    expect(capture).toHaveBeenCalledWith(1);
    expect(screen.getByText('Pull down to refresh...')).toBeInTheDocument();
  });

  it('does not refresh when released before the head height or when dragged sideways', () => {
    const onRefresh = vi.fn();
    const { container } = renderKit(<PullRefresh onRefresh={onRefresh}>rows</PullRefresh>);
    const root = container.querySelector('[data-status]')!;

    fireEvent.touchStart(root, touch(0));
    fireEvent.touchMove(root, touch(49));
    fireEvent.touchEnd(root);
    expect(root).toHaveAttribute('data-status', 'normal');

    fireEvent.touchStart(root, touch(0, 0));
    fireEvent.touchMove(root, touch(20, 80));
    fireEvent.touchMove(root, touch(90, 100));
    fireEvent.touchEnd(root);
    expect(root).toHaveAttribute('data-status', 'normal');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('works with a mouse through pointer events', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { container } = renderKit(<PullRefresh onRefresh={onRefresh}>rows</PullRefresh>);
    const root = container.querySelector('[data-status]')!;
    fireEvent.pointerDown(root, { pointerType: 'mouse', button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(root, { pointerType: 'mouse', clientX: 0, clientY: 200 });
    expect(root).toHaveAttribute('data-status', 'loosing');
    fireEvent.pointerUp(root, { pointerType: 'mouse' });
    expect(await screen.findByText('Refresh success')).toBeInTheDocument();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('ignores pulls while disabled', () => {
    const { container } = renderKit(
      <PullRefresh onRefresh={vi.fn()} disabled>
        rows
      </PullRefresh>,
    );
    const root = container.querySelector('[data-status]')!;
    fireEvent.touchStart(root, touch(0));
    fireEvent.touchMove(root, touch(100));
    expect(root).toHaveAttribute('data-status', 'normal');
  });
});
