/** A wall-clock reading of a time zone, as `Intl` gives it. */
export interface WallClock {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0..23 */
  hour: number;
  minute: number;
  second: number;
  /** 'Mon' … 'Sun' */
  weekday: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The wall clock of `timeZone` at `instant`, straight from `Intl`: microseconds a call, so
 * {@link ZoneClock} reads it once per UTC day and caches what it learns. Throws a RangeError
 * for a zone name `Intl` does not know or an instant that is not a time.
 */
export function readWallClock(timeZone: string, instant: number): WallClock {
  const clock: WallClock = {
    year: 0,
    month: 0,
    day: 0,
    hour: 0,
    minute: 0,
    second: 0,
    weekday: '',
  };
  for (const part of formatOf(timeZone).formatToParts(instant)) {
    switch (part.type) {
      case 'year':
      case 'month':
      case 'day':
      case 'hour':
      case 'minute':
      case 'second':
        clock[part.type] = Number(part.value);
        break;
      case 'weekday':
        clock.weekday = part.value;
        break;
    }
  }
  return clock;
}

/** The zone's offset at `instant` straight from `Intl` (wall clock = instant + offset). */
export function intlOffsetMs(timeZone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const { year, month, day, hour, minute, second } = readWallClock(timeZone, whole);
  return Date.UTC(year, month - 1, day, hour, minute, second) - whole;
}
