const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The spec's `yyyy-MM-dd hh:mm:ss` on the device's clock, written with 24 hours: without an
 * AM/PM marker a 12-hour clock would make 03:00 and 15:00 look the same. Every screen that
 * shows a date and time writes it through here.
 */
export function formatDateTime(timestamp: number): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '--';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
