export {
  civilFromDays,
  DAY_MS,
  dayNumberOf,
  daysFromCivil,
  firstOfMonthOf,
  firstOfNextMonthOf,
  mondayOf,
  previousMonthStart,
  weekdayOf,
  type CivilDate,
} from './civil-date.js';
export { readWallClock, type WallClock } from './intl-wall-clock.js';
export { localDayOf, wallClockMs, zonedTimeToUtc, zoneOffsetMs } from './time-zone.js';
export { bucketEnd, bucketStart } from './bucket-start.js';
