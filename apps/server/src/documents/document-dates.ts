import { readWallClock, zoneOffsetMs } from '@trading/market-time';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The date of `at` on the clock of `timeZone`: "2026-11-27". */
export function documentDate(timeZone: string, at: number): string {
  const clock = readWallClock(timeZone, at);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/**
 * The spec's `yyyy-MM-dd HH:mm:ss` on the clock of `timeZone`, in every language, as every
 * screen writes a time (24 hours: no AM/PM to misread).
 */
export function documentDateTime(timeZone: string, at: number): string {
  const clock = readWallClock(timeZone, at);
  return `${documentDate(timeZone, at)} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}

/**
 * An instant as ISO 8601 on the clock of `timeZone`, with its offset ("2026-11-29T14:05:09+05:30"):
 * what the CSV files carry, readable by any spreadsheet whatever its language.
 */
export function isoInZone(timeZone: string, at: number): string {
  const minutes = Math.round(zoneOffsetMs(timeZone, at) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
  return `${documentDateTime(timeZone, at).replace(' ', 'T')}${offset}`;
}
