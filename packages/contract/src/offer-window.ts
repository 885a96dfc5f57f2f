import type { OfferWindow } from './enums.js';

/** Window of a quantitative product or a snap-up offer, derived from startTime/endTime. */
export function offerWindow(
  startTime: number,
  endTime: number,
  now: number = Date.now(),
): OfferWindow {
  if (now < startTime) return 'NOT_STARTED';
  if (now > endTime) return 'ENDED';
  return 'OPEN';
}
