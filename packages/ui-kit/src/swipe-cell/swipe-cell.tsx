import {
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type TouchEvent as ReactTouchEvent,
} from 'react';
import styled from 'styled-components';
import { useLatest } from '../hooks/use-latest';
import { useUiText } from '../text/ui-text';
import { bareButton, TOUCH_TARGET } from '../theme/mixins';
import { clampSwipe, settlesOpen } from './swipe-offset';

export interface SwipeCellProps {
  children: ReactNode;
  /** The revealed action (Remove on favourites). */
  onAction: () => void;
  actionText?: ReactNode;
}

const Root = styled.div`
  position: relative;
  overflow: hidden;
`;

const Track = styled.div<{ $offset: number; $animate: boolean }>`
  position: relative;
  z-index: 1;
  transform: translate3d(${({ $offset }) => $offset}px, 0, 0);
  transition: transform ${({ theme, $animate }) => ($animate ? theme.motion.durationFast : 0)}ms
    ease-out;
  touch-action: pan-y;
`;

const Action = styled.button.attrs({ type: 'button' })`
  ${bareButton}
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  min-width: ${TOUCH_TARGET + 28}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onDanger};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

interface Drag {
  startX: number;
  startY: number;
  startOffset: number;
  width: number;
  horizontal: boolean | null;
}

/**
 * A row that reveals its action on a left swipe. The action button is always in the tab order
 * and accessibility tree; focusing it slides the row open, so keyboards and screen readers reach it.
 */
export function SwipeCell({ children, onAction, actionText }: SwipeCellProps) {
  const text = useUiText();
  const actionRef = useRef<HTMLButtonElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const open = offset < 0 && !dragging;

  const actionWidth = () => actionRef.current?.offsetWidth ?? 0;
  const setOpen = (next: boolean) => setOffset(next ? -actionWidth() : 0);

  const onTouchStart = (event: ReactTouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    drag.current = {
      startX: touch.clientX,
      startY: touch.clientY,
      startOffset: offset,
      width: actionWidth(),
      horizontal: null,
    };
  };

  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    const current = drag.current;
    if (!touch || !current) return;
    const dx = touch.clientX - current.startX;
    const dy = touch.clientY - current.startY;
    if (current.horizontal === null && Math.max(Math.abs(dx), Math.abs(dy)) > 5) {
      current.horizontal = Math.abs(dx) > Math.abs(dy);
    }
    if (!current.horizontal) return;
    // The drag is ours: left to the browser it would also become a native scroll gesture that
    // ends in a fling, and Chromium swallows the next tap (on Remove) as "tap to stop the fling".
    if (event.cancelable) event.preventDefault();
    setDragging(true);
    setOffset(clampSwipe(current.startOffset + dx, current.width));
  };
  const latestTouchMove = useLatest(onTouchMove);

  // React's touchmove listener is passive and cannot cancel the gesture, so attach our own.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    const listener = (event: TouchEvent) => latestTouchMove.current(event);
    track.addEventListener('touchmove', listener, { passive: false });
    return () => track.removeEventListener('touchmove', listener);
  }, [latestTouchMove]);

  const onTouchEnd = () => {
    const current = drag.current;
    drag.current = null;
    if (!current?.horizontal) return;
    setDragging(false);
    setOffset(settlesOpen(offset, current.width, current.startOffset < 0) ? -current.width : 0);
  };

  return (
    <Root
      data-open={open}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <Action ref={actionRef} onFocus={() => setOpen(true)} onClick={onAction}>
        {actionText ?? text.remove}
      </Action>
      <Track
        ref={trackRef}
        $offset={offset}
        $animate={!dragging}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
        // A tap on an open row closes it instead of activating the row underneath.
        onClickCapture={(event) => {
          if (!open) return;
          event.stopPropagation();
          event.preventDefault();
          setOpen(false);
        }}
      >
        {children}
      </Track>
    </Root>
  );
}
