/** The slide after `index`; wraps to the first when looping, else stays on the last. */
export function nextSlide(index: number, count: number, loop: boolean): number {
  if (count === 0) return 0;
  if (index >= count - 1) return loop ? 0 : count - 1;
  return index + 1;
}

/** The slide before `index`; wraps to the last when looping, else stays on the first. */
export function previousSlide(index: number, count: number, loop: boolean): number {
  if (count === 0) return 0;
  if (index <= 0) return loop ? count - 1 : 0;
  return index - 1;
}

/** Horizontal travel (px) that counts as a swipe rather than a tap. */
export const SWIPE_THRESHOLD = 40;
