import { readWallClock, type WallClock } from '@trading/market-time';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

type Fields = Omit<WallClock, 'weekday'>;

/**
 * The spec's `yyyy-MM-dd hh:mm:ss` on the device's clock (or in `timeZone`), written with 24
 * hours: without an AM/PM marker a 12-hour clock would make 03:00 and 15:00 look the same.
 * Every screen that shows a date and time writes it through here.
 */
export function formatDateTime(timestamp: number, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '--';
  const f: Fields = timeZone
    ? readWallClock(timeZone, timestamp)
    : {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
        hour: date.getHours(),
        minute: date.getMinutes(),
        second: date.getSeconds(),
      };
  return (
    `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)} ` +
    `${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`
  );
}
