import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/render';
import { nextSlide, previousSlide } from './slide-index';
import { Swiper } from './swiper';

const slides = ['A', 'B', 'C'].map((name) => <a href={`/${name}`}>{name}</a>);
const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');

describe('slide index', () => {
  it('wraps when looping and stops at the ends otherwise', () => {
    expect(nextSlide(2, 3, true)).toBe(0);
    expect(nextSlide(2, 3, false)).toBe(2);
    expect(previousSlide(0, 3, true)).toBe(2);
    expect(previousSlide(0, 3, false)).toBe(0);
    expect(nextSlide(0, 0, true)).toBe(0);
  });
});

describe('Swiper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('autoplays every 3000 ms and loops back to the first slide', () => {
    const onChange = vi.fn();
    renderKit(<Swiper slides={slides} onChange={onChange} />);
    expect(currentSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(currentSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe(0);
    expect(onChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 0]);
  });

  it('pauses while touched and swipes by gesture', () => {
    renderKit(<Swiper slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Banners' });
    fireEvent.touchStart(carousel, { touches: [{ clientX: 200 }] });
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentSlide()).toBe(0);
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 100 }] });
    expect(currentSlide()).toBe(1);
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 200 }] });
    expect(currentSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe(1);
  });

  it('has indicators that jump to a slide, and hides other slides from assistive tech', () => {
    renderKit(<Swiper slides={slides} autoplay={0} />);
    fireEvent.click(screen.getByRole('button', { name: '3 of 3' }));
    expect(currentSlide()).toBe(2);
    expect(screen.getByRole('button', { name: '3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'C' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'A' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentSlide()).toBe(2);
  });
});
