/** After a successful order the screen stays this long, so its toast is read, then moves on. */
export const REDIRECT_DELAY_MS = 1_000;
