import {
  civilFromDays,
  daysFromCivil,
  firstOfNextMonthOf,
  localDayOf,
  zonedTimeToUtc,
} from '@trading/market-time';

/** A calendar month of a time zone: its first instant and the next month's. */
export interface MonthSpan {
  month: string;
  start: number;
  end: number;
}

/** "2026-11" in `timeZone`: from its 1st at 00:00 local to the next 1st at 00:00. */
export function monthSpan(month: string, timeZone: string): MonthSpan {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const first = daysFromCivil(year, number, 1);
  return {
    month,
    start: zonedTimeToUtc(timeZone, first, 0),
    end: zonedTimeToUtc(timeZone, firstOfNextMonthOf(first), 0),
  };
}

/** The month of `timeZone` holding the instant `at`, as "YYYY-MM". */
export function monthOf(at: number, timeZone: string): string {
  const { year, month } = civilFromDays(localDayOf(timeZone, at));
  return `${year}-${String(month).padStart(2, '0')}`;
}
