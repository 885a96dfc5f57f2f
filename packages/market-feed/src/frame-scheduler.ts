/** Runs a callback once before the next paint (or the test's idea of a frame). */
export type FrameScheduler = (callback: () => void) => unknown;

/** `requestAnimationFrame` where there is one; a 16 ms timer elsewhere (Node, SSR). */
export const nextAnimationFrame: FrameScheduler = (callback) =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : setTimeout(callback, 16);
