import { DAY_MS } from './civil-date.js';
import { zoneClock } from './zone-clock.js';

/** Offset of `zone` from UTC at the instant `utcMs`, in ms (wall clock = UTC + offset). */
export function zoneOffsetMs(zone: string, utcMs: number): number {
  return zoneClock(zone).offsetAt(utcMs);
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
 * In a fall-back overlap it is the earlier of the two instants; in a spring-forward gap the
 * time is read with the offset before the change (02:30 in a gap from 02:00 to 03:00 is 03:30).
 */
export function zonedTimeToUtc(zone: string, dayNumber: number, minuteOfDay: number): number {
  return zoneClock(zone).instantOfWall(dayNumber * DAY_MS + minuteOfDay * 60_000, 'shift');
}
