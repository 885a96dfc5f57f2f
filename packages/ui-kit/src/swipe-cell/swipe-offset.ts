/** Horizontal offset of the row: 0 closed, -actionWidth fully open. */
export function clampSwipe(offset: number, actionWidth: number): number {
  return Math.min(0, Math.max(-actionWidth, offset));
}

/**
 * Whether the row should rest open after a drag ends. Opening needs a small swipe (15% of the
 * action), closing a clear one (back past 85%), so a slightly shaky finger does not flip it.
 */
export function settlesOpen(offset: number, actionWidth: number, wasOpen: boolean): boolean {
  if (actionWidth <= 0) return false;
  const revealed = -offset / actionWidth;
  return wasOpen ? revealed > 0.85 : revealed > 0.15;
}
