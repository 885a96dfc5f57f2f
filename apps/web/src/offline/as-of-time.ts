/**
 * "HH:mm" of `timestamp` on the device's clock, in `locale`'s digits, on the 24-hour clock
 * every time in the app uses (docs/decisions.md: dates print 24-hour).
 */
export function asOfTime(timestamp: number, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(timestamp);
}
