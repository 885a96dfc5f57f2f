/**
 * Calendar arithmetic on day numbers: whole days since 1970-01-01 of a wall-clock calendar
 * (no time zone involved), proleptic Gregorian. Pure integer maths after Howard Hinnant's
 * `days_from_civil` / `civil_from_days`, so hot paths touch neither `Intl` nor `Date`.
 */

export const DAY_MS = 86_400_000;

export interface CivilDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Year, day of year from 1 March (0-based) and that year's March-based month (0-based). */
function marchYear(dayNumber: number): { year: number; dayOfYear: number; month: number } {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const dayOfYear = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  return { year: yoe + era * 400, dayOfYear, month: Math.floor((5 * dayOfYear + 2) / 153) };
}

export function civilFromDays(dayNumber: number): CivilDate {
  const { year, dayOfYear, month: mp } = marchYear(dayNumber);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: year + (month <= 2 ? 1 : 0), month, day };
}

/** Parses "YYYY-MM-DD" into a day number. */
export function dayNumberOf(isoDate: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new Error(`not an ISO date: ${isoDate}`);
  return daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** Day number of the Monday starting the week that contains `dayNumber`. */
export function mondayOf(dayNumber: number): number {
  return dayNumber - ((weekdayOf(dayNumber) + 6) % 7);
}

/** Day number of the first of the month that contains `dayNumber`. */
export function firstOfMonthOf(dayNumber: number): number {
  const { dayOfYear, month } = marchYear(dayNumber);
  return dayNumber - (dayOfYear - Math.floor((153 * month + 2) / 5));
}

/** Day number of the first of the month after the one that contains `dayNumber`. */
export function firstOfNextMonthOf(dayNumber: number): number {
  // Every month has at least 28 days, so 31 days after the first lands in the next month.
  return firstOfMonthOf(firstOfMonthOf(dayNumber) + 31);
}

/** Day number of the first of the month before the one starting at `firstOfMonth`. */
export function previousMonthStart(firstOfMonth: number): number {
  return firstOfMonthOf(firstOfMonth - 1);
}
