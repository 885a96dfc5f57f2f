/**
 * When the staff member last pressed a key or the pointer. The server ends a staff session
 * nobody used for 15 minutes (docs/decisions.md); a call made long after the last input is the
 * console's own refresh, which it marks so that an open, unattended console still times out.
 */
let lastInput = Date.now();
/** A call this soon after an input is the person's doing (what they pressed loads it). */
const PERSON_MS = 10_000;

export function watchActivity(target: Window): void {
  const seen = () => {
    lastInput = Date.now();
  };
  for (const type of ['keydown', 'pointerdown']) target.addEventListener(type, seen, true);
}

/** The header of a call nobody asked for just now. */
export function backgroundHeader(): Record<string, string> {
  return Date.now() - lastInput > PERSON_MS ? { 'x-background': '1' } : {};
}
