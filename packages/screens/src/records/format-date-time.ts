const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The spec's `yyyy-MM-dd hh:mm:ss` on the device clock, written with a 24-hour clock (as the
 * web shell does): without an AM/PM marker a 12-hour clock would make 03:00 and 15:00 alike.
 */
export function formatDateTime(timestamp: number): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '--';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
