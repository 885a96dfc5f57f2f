import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { getScrollParent } from '../dom/scroll-parent';
import { useLatest } from '../hooks/use-latest';
import { Spinner } from '../spinner/spinner';
import { useUiText } from '../text/ui-text';
import {
  initialPullState,
  pullReducer,
  type PullEvent,
  type PullState,
  type PullStatus,
} from './pull-refresh-state';

/** Height of the pull-to-refresh head (px), and how long its "success" state stays. */
const PULL_REFRESH_HEAD_HEIGHT = 50;
const PULL_REFRESH_SUCCESS_MS = 500;

export interface PullRefreshProps {
  /** Runs when the user releases past the head height; the head shows loading until it settles. */
  onRefresh: () => Promise<unknown> | void;
  disabled?: boolean;
  headHeight?: number;
  successDuration?: number;
  /** Per-status head texts; default to UiText (pulling, loosing, loading, refreshSuccess). */
  texts?: Partial<Record<Exclude<PullStatus, 'normal'>, ReactNode>>;
  children?: ReactNode;
}

// Fills the rest of the screen (down to the tab bar) when the parents form a flex column (the
// app's <main> does): a pull may start in the blank area under a short list or on "No data".
const Root = styled.div`
  position: relative;
  flex: 1 0 auto;
  overflow: hidden;
`;

const Track = styled.div<{ $distance: number; $animate: boolean }>`
  transform: translate3d(0, ${({ $distance }) => $distance}px, 0);
  transition: transform ${({ theme, $animate }) => ($animate ? theme.motion.durationBase : 0)}ms
    ease-out;
`;

const Head = styled.div<{ $height: number }>`
  position: absolute;
  left: 0;
  right: 0;
  top: ${({ $height }) => -$height}px;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  height: ${({ $height }) => $height}px;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.sizeSm}px;
`;

interface Gesture {
  startX: number;
  startY: number;
  /** Decided on the first clear move: a sideways drag belongs to swipers, not to us. */
  vertical: boolean | null;
}

export function PullRefresh({
  onRefresh,
  disabled = false,
  headHeight = PULL_REFRESH_HEAD_HEIGHT,
  successDuration = PULL_REFRESH_SUCCESS_MS,
  texts,
  children,
}: PullRefreshProps) {
  const uiText = useUiText();
  const [state, dispatch] = useReducer(
    (current: PullState, event: PullEvent) => pullReducer(current, event, headHeight),
    initialPullState,
  );
  const [dragging, setDragging] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const stateRef = useLatest(state);
  const latest = useLatest({ onRefresh, disabled, texts, uiText });

  useEffect(() => {
    if (state.status !== 'success') return undefined;
    const timer = setTimeout(() => dispatch({ type: 'settled' }), successDuration);
    return () => clearTimeout(timer);
  }, [state.status, successDuration]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    let gesture: Gesture | null = null;

    const start = (x: number, y: number) => {
      const { status } = stateRef.current;
      if (latest.current.disabled || status === 'loading' || status === 'success') return false;
      // Only a pull that starts at the very top of the scroll area refreshes.
      if (getScrollParent(root).scrollTop > 0) return false;
      gesture = { startX: x, startY: y, vertical: null };
      return true;
    };

    /** Returns true when the move is ours (so the caller can stop native scrolling). */
    const move = (x: number, y: number) => {
      if (!gesture) return false;
      const dx = x - gesture.startX;
      const dy = y - gesture.startY;
      if (gesture.vertical === null && Math.max(Math.abs(dx), Math.abs(dy)) > 5) {
        gesture.vertical = Math.abs(dy) >= Math.abs(dx);
      }
      if (!gesture.vertical) return false;
      if (dy <= 0 && stateRef.current.status === 'normal') return false;
      setDragging(true);
      dispatch({ type: 'move', delta: dy });
      return true;
    };

    const end = () => {
      if (!gesture) return;
      gesture = null;
      setDragging(false);
      const releasedPastHead = stateRef.current.status === 'loosing';
      dispatch({ type: 'release' });
      if (!releasedPastHead) return;
      const { texts: headTexts, uiText: text } = latest.current;
      const showSuccess = Boolean(headTexts?.success ?? text.refreshSuccess);
      Promise.resolve()
        .then(() => latest.current.onRefresh())
        .then(
          () => dispatch({ type: 'refreshed', showSuccess }),
          () => dispatch({ type: 'refreshed', showSuccess: false }),
        );
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) start(touch.clientX, touch.clientY);
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && move(touch.clientX, touch.clientY) && event.cancelable) event.preventDefault();
    };
    // Touch input goes through the touch events above; pointer events cover mouse and pen.
    // The pointer is captured only once a drag turns out to be a pull: capturing on press
    // would retarget the click away from the row or button under the mouse.
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      start(event.clientX, event.clientY);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const pulling = move(event.clientX, event.clientY);
      if (pulling && !root.hasPointerCapture?.(event.pointerId)) {
        root.setPointerCapture?.(event.pointerId);
      }
    };
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') end();
    };

    // Non-passive so a pull can stop the page from scrolling or bouncing underneath.
    const listening = new AbortController();
    const { signal } = listening;
    root.addEventListener('touchstart', onTouchStart, { passive: true, signal });
    root.addEventListener('touchmove', onTouchMove, { passive: false, signal });
    root.addEventListener('touchend', end, { signal });
    root.addEventListener('touchcancel', end, { signal });
    root.addEventListener('pointerdown', onPointerDown, { signal });
    root.addEventListener('pointermove', onPointerMove, { signal });
    root.addEventListener('pointerup', onPointerUp, { signal });
    root.addEventListener('pointercancel', onPointerUp, { signal });
    return () => listening.abort();
  }, [latest, stateRef]);

  const headText: Record<PullStatus, ReactNode> = {
    normal: null,
    pulling: texts?.pulling ?? uiText.pulling,
    loosing: texts?.loosing ?? uiText.loosing,
    loading: texts?.loading ?? uiText.loading,
    success: texts?.success ?? uiText.refreshSuccess,
  };

  return (
    <Root ref={rootRef} data-status={state.status}>
      <Track $distance={state.distance} $animate={!dragging}>
        <Head $height={headHeight} role="status" aria-live="polite">
          {state.status === 'loading' && <Spinner $size={16} />}
          {headText[state.status]}
        </Head>
        {children}
      </Track>
    </Root>
  );
}
