import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../text/ui-text';
import { bareButton } from '../theme/mixins';
import { nextSlide, previousSlide, SWIPE_THRESHOLD } from './slide-index';

/** How long each home banner stays before the next slides in. */
export const BANNER_AUTOPLAY_MS = 3_000;

export interface SwiperProps {
  slides: ReactNode[];
  /** Milliseconds between slides; 0 turns autoplay off. */
  autoplay?: number;
  loop?: boolean;
  indicators?: boolean;
  onChange?: (index: number) => void;
  'aria-label'?: string;
}

const Root = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

const Track = styled.div<{ $index: number }>`
  display: flex;
  transform: translate3d(${({ $index }) => -$index * 100}%, 0, 0);
  transition: transform ${({ theme }) => theme.motion.durationBase * 2}ms ease-in-out;
  touch-action: pan-y;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`;

const Dots = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  justify-content: center;
`;

const Dot = styled.button.attrs({ type: 'button' })<{ $active: boolean }>`
  ${bareButton}
  display: flex;
  align-items: flex-end;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding-bottom: 8px;
  &::after {
    content: '';
    width: ${({ $active }) => ($active ? 14 : 6)}px;
    height: 4px;
    border-radius: 2px;
    background: #ffffff;
    opacity: ${({ $active }) => ($active ? 1 : 0.5)};
    transition: width ${({ theme }) => theme.motion.durationFast}ms;
  }
`;

/** The home banner carousel: autoplays, loops, pauses while touched or focused. */
export function Swiper({
  slides,
  autoplay = BANNER_AUTOPLAY_MS,
  loop = true,
  indicators = true,
  onChange,
  'aria-label': ariaLabel,
}: SwiperProps) {
  const text = useUiText();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [touching, setTouching] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const current = Math.min(index, Math.max(0, count - 1));

  const goTo = (target: number) => {
    if (target === current) return;
    setIndex(target);
    onChange?.(target);
  };

  const paused = touching || focused || autoplay <= 0 || count < 2;
  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => {
      const target = nextSlide(current, count, loop);
      setIndex(target);
      onChange?.(target);
    }, autoplay);
    return () => clearTimeout(timer);
  }, [paused, current, count, loop, autoplay, onChange]);

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={ariaLabel ?? text.carousel}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
        setTouching(true);
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        setTouching(false);
        if (start === null || end === undefined) return;
        if (end - start <= -SWIPE_THRESHOLD) goTo(nextSlide(current, count, loop));
        else if (end - start >= SWIPE_THRESHOLD) goTo(previousSlide(current, count, loop));
      }}
      onTouchCancel={() => setTouching(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Live updates only while the user drives it; autoplay announcing every 3 s would be noise. */}
      <Track $index={current} aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, i) => (
          <Slide
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={text.slideLabel(i + 1, count)}
            aria-hidden={i !== current}
            inert={i !== current}
          >
            {slide}
          </Slide>
        ))}
      </Track>
      {indicators && count > 1 && (
        <Dots>
          {slides.map((_, i) => (
            <Dot
              key={i}
              $active={i === current}
              aria-label={text.slideLabel(i + 1, count)}
              aria-current={i === current || undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </Dots>
      )}
    </Root>
  );
}
