/**
 * A staff session nobody has used for this long is ended by the server (docs/decisions.md):
 * an unattended desk must not stay able to move money. The console's own refreshes do not
 * count as use (they carry BACKGROUND_HEADER).
 */
export const STAFF_IDLE_MS = 15 * 60_000;

/** Sent by the console on calls it makes by itself (queue polls), not on a person's action. */
export const BACKGROUND_HEADER = 'x-background';

export function isIdle(lastSeenAt: Date, nowMs: number): boolean {
  return nowMs - lastSeenAt.getTime() > STAFF_IDLE_MS;
}
