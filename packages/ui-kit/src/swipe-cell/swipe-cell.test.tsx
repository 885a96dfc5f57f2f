import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { SwipeCell } from './swipe-cell';
import { clampSwipe, settlesOpen } from './swipe-offset';

describe('swipe offsets', () => {
  it('clamps between closed and fully open', () => {
    expect(clampSwipe(20, 80)).toBe(0);
    expect(clampSwipe(-200, 80)).toBe(-80);
    expect(clampSwipe(-30, 80)).toBe(-30);
  });

  it('opens past 15% and closes below 85% when already open', () => {
    expect(settlesOpen(-13, 80, false)).toBe(true);
    expect(settlesOpen(-11, 80, false)).toBe(false);
    expect(settlesOpen(-70, 80, true)).toBe(true);
    expect(settlesOpen(-60, 80, true)).toBe(false);
    expect(settlesOpen(-60, 0, false)).toBe(false);
  });
});

function stubActionWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
}

describe('SwipeCell', () => {
  it('reveals Remove on a left swipe and calls the action', async () => {
    stubActionWidth(80);
    const onAction = vi.fn();
    const { container } = renderKit(
      <SwipeCell onAction={onAction}>
        <div>ACME</div>
      </SwipeCell>,
    );
    const row = screen.getByText('ACME');
    fireEvent.touchStart(row, { touches: [{ clientX: 200, clientY: 10 }] });
    fireEvent.touchMove(row, { touches: [{ clientX: 150, clientY: 12 }] });
    fireEvent.touchEnd(row);
    expect(container.querySelector('[data-open]')).toHaveAttribute('data-open', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  // A horizontal drag left uncancelled also runs as the browser's own scroll gesture, which ends
  // in a fling; Chromium then swallows the next tap (on Remove) as "tap to stop the fling".
  it('cancels the native gesture of a sideways drag, and leaves a vertical one to scrolling', () => {
    stubActionWidth(80);
    renderKit(
      <SwipeCell onAction={vi.fn()}>
        <div>ACME</div>
      </SwipeCell>,
    );
    const row = screen.getByText('ACME');
    fireEvent.touchStart(row, { touches: [{ clientX: 200, clientY: 10 }] });
    const sidewaysNotCancelled = fireEvent.touchMove(row, {
      touches: [{ clientX: 150, clientY: 12 }],
    });
    fireEvent.touchEnd(row);
    expect(sidewaysNotCancelled).toBe(false);

    fireEvent.touchStart(row, { touches: [{ clientX: 200, clientY: 10 }] });
    const verticalNotCancelled = fireEvent.touchMove(row, {
      touches: [{ clientX: 198, clientY: 60 }],
    });
    fireEvent.touchEnd(row);
    expect(verticalNotCancelled).toBe(true);
    vi.restoreAllMocks();
  });

  it('opens when the action gets keyboard focus and closes on Escape', async () => {
    stubActionWidth(80);
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { container } = renderKit(
      <SwipeCell onAction={onAction}>
        <div>ACME</div>
      </SwipeCell>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(container.querySelector('[data-open]')).toHaveAttribute('data-open', 'true');
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(container.querySelector('[data-open]')).toHaveAttribute('data-open', 'false');
    vi.restoreAllMocks();
  });
});
