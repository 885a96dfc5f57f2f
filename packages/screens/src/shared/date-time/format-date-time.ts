const pad = (value: number, width = 2) => String(value).padStart(width, '0');

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function fieldsIn(date: Date, timeZone: string): Fields {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/**
 * The spec's `yyyy-MM-dd hh:mm:ss` on the device's clock (or in `timeZone`), written with 24
 * hours: without an AM/PM marker a 12-hour clock would make 03:00 and 15:00 look the same.
 * Every screen that shows a date and time writes it through here.
 */
export function formatDateTime(timestamp: number, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '--';
  const f: Fields = timeZone
    ? fieldsIn(date, timeZone)
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
