import { DAY_MS } from './civil-date.js';

/**
 * UTC ↔ wall-clock conversion for IANA zones with the built-in Intl data only.
 * Intl's formatToParts costs microseconds, far too slow per candle, so each zone's
 * offset transitions are found once per UTC year (weekly samples, then a binary search
 * to the minute) and every later lookup is a short scan of that year's list.
 */

const WEEK_MS = 7 * DAY_MS;

interface ZoneYear {
  start: number;
  end: number;
  /** Offset in force at the start of the year. */
  initialOffset: number;
  /** Transitions within the year, ascending: from `at` on, `offset` applies. */
  transitions: Array<{ at: number; offset: number }>;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const zoneYears = new Map<string, Map<number, ZoneYear>>();
/** The table used last per zone: lookups come in runs within one year. */
const lastYear = new Map<string, ZoneYear>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The offset straight from Intl (slow; used to build the transition tables). */
export function intlOffsetMs(zone: string, utcMs: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(utcMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    fields.year!,
    fields.month! - 1,
    fields.day!,
    fields.hour!,
    fields.minute!,
    fields.second!,
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

function buildZoneYear(zone: string, year: number): ZoneYear {
  const yearStart = Date.UTC(year, 0, 1);
  const yearEnd = Date.UTC(year + 1, 0, 1);
  const initialOffset = intlOffsetMs(zone, yearStart);
  const transitions: ZoneYear['transitions'] = [];
  let previousAt = yearStart;
  let previousOffset = initialOffset;
  for (let at = Math.min(yearStart + WEEK_MS, yearEnd); ; at = Math.min(at + WEEK_MS, yearEnd)) {
    const offset = intlOffsetMs(zone, at);
    if (offset !== previousOffset) {
      // The change happened in (previousAt, at]: narrow it to the minute.
      let lo = previousAt;
      let hi = at;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (intlOffsetMs(zone, mid) === previousOffset) lo = mid;
        else hi = mid;
      }
      transitions.push({ at: hi, offset });
      previousOffset = offset;
    }
    previousAt = at;
    if (at === yearEnd) break;
  }
  return { start: yearStart, end: yearEnd, initialOffset, transitions };
}

/** Offset of `zone` from UTC at the instant `utcMs`, in ms (wall clock = UTC + offset). */
export function zoneOffsetMs(zone: string, utcMs: number): number {
  if (!Number.isFinite(utcMs)) throw new RangeError(`not a time: ${utcMs}`);
  let table = lastYear.get(zone);
  if (!table || utcMs < table.start || utcMs >= table.end) {
    let years = zoneYears.get(zone);
    if (!years) {
      years = new Map();
      zoneYears.set(zone, years);
    }
    const year = new Date(utcMs).getUTCFullYear();
    table = years.get(year);
    if (!table) {
      table = buildZoneYear(zone, year);
      years.set(year, table);
    }
    lastYear.set(zone, table);
  }
  let offset = table.initialOffset;
  for (const t of table.transitions) {
    if (utcMs < t.at) break;
    offset = t.offset;
  }
  return offset;
}

/** The wall-clock time of `utcMs` in `zone`, expressed as ms since the wall-clock epoch. */
export function wallClockMs(zone: string, utcMs: number): number {
  return utcMs + zoneOffsetMs(zone, utcMs);
}

/** Local calendar day number (days since 1970-01-01 on the zone's wall clock). */
export function localDayOf(zone: string, utcMs: number): number {
  return Math.floor(wallClockMs(zone, utcMs) / DAY_MS);
}

/**
 * The UTC instant of a wall-clock time (`minuteOfDay` may be 1440 for the next midnight).
 * In a fall-back overlap it is the earlier of the two instants; in a spring-forward gap it
 * lands just after the gap (the time read with the pre-transition offset).
 */
export function zonedTimeToUtc(zone: string, dayNumber: number, minuteOfDay: number): number {
  const wall = dayNumber * DAY_MS + minuteOfDay * 60_000;
  // No zone changes its offset twice within two days, so the offsets a day either side
  // are the only candidates.
  const before = zoneOffsetMs(zone, wall - DAY_MS);
  const after = zoneOffsetMs(zone, wall + DAY_MS);
  const candidates = [wall - Math.max(before, after), wall - Math.min(before, after)];
  return candidates.find((utc) => wallClockMs(zone, utc) === wall) ?? wall - before;
}
