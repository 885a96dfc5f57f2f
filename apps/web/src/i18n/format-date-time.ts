const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The spec's `yyyy-MM-dd hh:mm:ss`, written with a 24-hour clock: without an AM/PM marker a
 * 12-hour clock would make 03:00 and 15:00 look the same. Reads the wall clock of `timeZone`
 * (the device's zone when omitted).
 */
export function formatDateTime(timestamp: number | Date, timeZone?: string): string {
  const date = typeof timestamp === 'number' ? new Date(timestamp) : timestamp;
  if (Number.isNaN(date.getTime())) return '--';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (
    `${pad(part('year'), 4)}-${pad(part('month'))}-${pad(part('day'))} ` +
    `${pad(part('hour'))}:${pad(part('minute'))}:${pad(part('second'))}`
  );
}
