import type { MessageKey } from '../i18n/console-language';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long an item has waited, in the largest whole unit (whole minutes at least). */
export function ageOf(since: number, now: number): { id: MessageKey; count: number } {
  const waited = Math.max(0, now - since);
  if (waited >= DAY) return { id: 'age.days', count: Math.floor(waited / DAY) };
  if (waited >= HOUR) return { id: 'age.hours', count: Math.floor(waited / HOUR) };
  return { id: 'age.minutes', count: Math.floor(waited / MINUTE) };
}
