import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { useLatest } from '../hooks/use-latest';
import { MinusIcon, PlusIcon } from '../icons/icons';
import { Popup } from '../popup/popup';
import { useUiText } from '../text/ui-text';
import {
  clampZoom,
  IMAGE_PREVIEW_MAX_ZOOM,
  IMAGE_PREVIEW_MIN_ZOOM,
  imageWidth,
  isLongImage,
  pinchZoom,
  wheelZoom,
  ZOOM_STEP,
} from './zoom';

export interface ImagePreviewProps {
  open: boolean;
  src: string;
  /** Names the preview and the image. */
  alt: string;
  onClose: () => void;
}

const Scroller = styled.div<{ $long: boolean }>`
  display: flex;
  flex: 1;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  /* Pinch is ours (zoom); one-finger pans stay native scrolling. */
  touch-action: pan-x pan-y;
  align-items: ${({ $long }) => ($long ? 'flex-start' : 'center')};
`;

const Image = styled.img`
  display: block;
  flex: none;
  max-width: none;
  margin: auto;
  user-select: none;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.sm}px;
  padding-bottom: max(${({ theme }) => theme.space.sm}px, env(safe-area-inset-bottom));
`;

const Percent = styled.output`
  min-width: 4em;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

function distance(touches: TouchList): number {
  const [a, b] = [touches[0], touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
}

/** Full-screen image viewer: zoom 1/3 to 3 by pinch, wheel or buttons; long images open at the top. */
export function ImagePreview({ open, src, alt, onClose }: ImagePreviewProps) {
  const text = useUiText();
  const [zoom, setZoom] = useState(1);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const long = isLongImage(size.width, size.height);
  const ratio = size.width > 0 ? size.height / size.width : 0;
  const state = useLatest({ zoom, long });

  // A new image or a fresh open starts unzoomed.
  const [shown, setShown] = useState({ src, open });
  if (shown.src !== src || shown.open !== open) {
    setShown({ src, open });
    setZoom(1);
  }

  useEffect(() => {
    if (!scroller) return undefined;
    let pinch: { startZoom: number; startDistance: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2)
        pinch = { startZoom: state.current.zoom, startDistance: distance(event.touches) };
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!pinch || event.touches.length !== 2) return;
      event.preventDefault();
      setZoom(pinchZoom(pinch.startZoom, pinch.startDistance, distance(event.touches)));
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch = null;
    };
    const onWheel = (event: WheelEvent) => {
      // A long image scrolls with the wheel; ctrl+wheel (and trackpad pinch) always zooms.
      if (state.current.long && !event.ctrlKey) return;
      event.preventDefault();
      setZoom((current) => wheelZoom(current, event.deltaY));
    };
    scroller.addEventListener('touchstart', onTouchStart, { passive: true });
    scroller.addEventListener('touchmove', onTouchMove, { passive: false });
    scroller.addEventListener('touchend', onTouchEnd);
    scroller.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      scroller.removeEventListener('touchstart', onTouchStart);
      scroller.removeEventListener('touchmove', onTouchMove);
      scroller.removeEventListener('touchend', onTouchEnd);
      scroller.removeEventListener('wheel', onWheel);
    };
  }, [scroller, state]);

  return (
    <Popup open={open} onClose={onClose} position="full" aria-label={alt} showClose>
      <Scroller ref={setScroller} $long={long} data-long={long}>
        <Image
          src={src}
          alt={alt}
          draggable={false}
          style={{ width: imageWidth(ratio, zoom, long) }}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            setSize({ width: naturalWidth, height: naturalHeight });
            const parent = event.currentTarget.parentElement;
            if (parent) parent.scrollTop = 0;
          }}
        />
      </Scroller>
      <Controls>
        <IconButton
          aria-label={text.zoomOut}
          disabled={zoom <= IMAGE_PREVIEW_MIN_ZOOM}
          onClick={() => setZoom(clampZoom(zoom / ZOOM_STEP))}
        >
          <MinusIcon />
        </IconButton>
        <Percent aria-live="polite">{Math.round(zoom * 100)}%</Percent>
        <IconButton
          aria-label={text.zoomIn}
          disabled={zoom >= IMAGE_PREVIEW_MAX_ZOOM}
          onClick={() => setZoom(clampZoom(zoom * ZOOM_STEP))}
        >
          <PlusIcon />
        </IconButton>
      </Controls>
    </Popup>
  );
}
