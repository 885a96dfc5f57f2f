/**
 * Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01), after
 * Howard Hinnant's `days_from_civil` / `civil_from_days`. Pure integer maths, so month
 * buckets need neither `Date` objects nor allocations on the hot path.
 */

/** Day number of the first day of the month containing `days`. */
export function firstOfMonth(days: number): number {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const dayOfMonth = doy - Math.floor((153 * mp + 2) / 5); // 0-based
  return days - dayOfMonth;
}

/** Day number of the first day of the month after the one containing `days`. */
export function firstOfNextMonth(days: number): number {
  // Every month has at least 28 days, so 31 days after the first lands in the next month.
  return firstOfMonth(firstOfMonth(days) + 31);
}

/** Day number of the Monday on or before `days` (1970-01-01 was a Thursday). */
export function mondayOnOrBefore(days: number): number {
  return days - ((((days + 3) % 7) + 7) % 7);
}
