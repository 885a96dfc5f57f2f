import type { Lang } from '../messages/lang';

/** A time written the reader's way on the clock of `timeZone`: "29/11/2026 14:05:09" in pt. */
export function documentDateTime(lang: Lang, timeZone: string, at: number): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** A date alone, the reader's way, on the clock of `timeZone`. */
export function documentDate(lang: Lang, timeZone: string, at: number): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * An instant as ISO 8601 on the clock of `timeZone`, with its offset ("2026-11-29T14:05:09+05:30"):
 * what the CSV files carry, readable by any spreadsheet whatever its language.
 */
export function isoInZone(timeZone: string, at: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
