import { describe, expect, it } from 'vitest';
import {
  civilFromDays,
  daysFromCivil,
  dayNumberOf,
  firstOfMonthOf,
  firstOfNextMonthOf,
  mondayOf,
  previousMonthStart,
  weekdayOf,
} from '../src/civil-date.js';
import { intlOffsetMs, readWallClock } from '../src/intl-wall-clock.js';
import { localDayOf, wallClockMs, zoneOffsetMs, zonedTimeToUtc } from '../src/time-zone.js';
import { zoneClock } from '../src/zone-clock.js';

const ZONES = ['Africa/Lagos', 'Asia/Kolkata', 'America/Sao_Paulo', 'America/New_York'];
const HOUR = 3_600_000;

describe('civil dates', () => {
  it('round-trips day numbers and knows weekdays', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(civilFromDays(daysFromCivil(2024, 2, 29))).toEqual({ year: 2024, month: 2, day: 29 });
    for (let d = -800; d < 25_000; d += 37) {
      const c = civilFromDays(d);
      expect(daysFromCivil(c.year, c.month, c.day)).toBe(d);
      expect(new Date(d * 86_400_000).getUTCDay()).toBe(weekdayOf(d));
    }
    const wed = daysFromCivil(2025, 3, 12);
    expect(mondayOf(wed)).toBe(daysFromCivil(2025, 3, 10));
    expect(mondayOf(daysFromCivil(2025, 3, 10))).toBe(daysFromCivil(2025, 3, 10));
    expect(mondayOf(daysFromCivil(2025, 3, 16))).toBe(daysFromCivil(2025, 3, 10));
    expect(firstOfMonthOf(wed)).toBe(daysFromCivil(2025, 3, 1));
  });

  it('finds the first of this, the next and the previous month from any day', () => {
    for (let d = -800; d < 25_000; d += 13) {
      const { year, month } = civilFromDays(d);
      const first = daysFromCivil(year, month, 1);
      expect(firstOfMonthOf(d)).toBe(first);
      expect(firstOfNextMonthOf(d)).toBe(
        daysFromCivil(year + Math.floor(month / 12), (month % 12) + 1, 1),
      );
      expect(previousMonthStart(first)).toBe(
        daysFromCivil(month === 1 ? year - 1 : year, month === 1 ? 12 : month - 1, 1),
      );
    }
    expect(dayNumberOf('2024-02-29')).toBe(daysFromCivil(2024, 2, 29));
    expect(() => dayNumberOf('2024-2-29')).toThrow('not an ISO date');
  });
});

describe('time zones', () => {
  it('matches Intl offsets hour by hour across DST changes', () => {
    for (const zone of ZONES) {
      for (let t = Date.UTC(2016, 0, 1); t < Date.UTC(2027, 0, 1); t += 13 * HOUR + 17 * 60_000) {
        expect(zoneOffsetMs(zone, t)).toBe(intlOffsetMs(zone, t));
      }
    }
  });

  it('switches New York offset at the exact DST instants', () => {
    const springForward = Date.UTC(2025, 2, 9, 7); // 02:00 EST → 03:00 EDT
    expect(zoneOffsetMs('America/New_York', springForward - 1)).toBe(-5 * HOUR);
    expect(zoneOffsetMs('America/New_York', springForward)).toBe(-4 * HOUR);
    const fallBack = Date.UTC(2025, 10, 2, 6); // 02:00 EDT → 01:00 EST
    expect(zoneOffsetMs('America/New_York', fallBack - 1)).toBe(-4 * HOUR);
    expect(zoneOffsetMs('America/New_York', fallBack)).toBe(-5 * HOUR);
  });

  it('knows São Paulo dropped DST in 2019', () => {
    expect(zoneOffsetMs('America/Sao_Paulo', Date.UTC(2018, 11, 1))).toBe(-2 * HOUR);
    expect(zoneOffsetMs('America/Sao_Paulo', Date.UTC(2025, 11, 1))).toBe(-3 * HOUR);
    expect(zoneOffsetMs('Asia/Kolkata', Date.UTC(2025, 5, 1))).toBe(5.5 * HOUR);
  });

  it('converts wall-clock times to UTC and back', () => {
    for (const zone of ZONES) {
      for (let day = daysFromCivil(2016, 1, 1); day < daysFromCivil(2027, 1, 1); day += 11) {
        for (const minute of [0, 570, 615, 1439]) {
          const utc = zonedTimeToUtc(zone, day, minute);
          const c = civilFromDays(day);
          expect(readWallClock(zone, utc)).toMatchObject({
            year: c.year,
            month: c.month,
            day: c.day,
            hour: Math.floor(minute / 60),
            minute: minute % 60,
          });
          expect(localDayOf(zone, utc)).toBe(day);
          expect(wallClockMs(zone, utc)).toBe(day * 86_400_000 + minute * 60_000);
        }
      }
    }
  });

  it('resolves DST gaps forward and overlaps to the earlier instant', () => {
    const day = daysFromCivil(2025, 3, 9);
    // 02:30 does not exist that night in New York: 03:30 EDT.
    expect(zonedTimeToUtc('America/New_York', day, 150)).toBe(Date.UTC(2025, 2, 9, 7, 30));
    // 01:30 happens twice on 2 November: the EDT one comes first.
    expect(zonedTimeToUtc('America/New_York', daysFromCivil(2025, 11, 2), 90)).toBe(
      Date.UTC(2025, 10, 2, 5, 30),
    );
    // Midnight to midnight is 23 and 25 hours on those days.
    expect(
      zonedTimeToUtc('America/New_York', day + 1, 0) - zonedTimeToUtc('America/New_York', day, 0),
    ).toBe(23 * HOUR);
    const fallDay = daysFromCivil(2025, 11, 2);
    expect(
      zonedTimeToUtc('America/New_York', fallDay + 1, 0) -
        zonedTimeToUtc('America/New_York', fallDay, 0),
    ).toBe(25 * HOUR);
  });

  it('reads a skipped wall time as the change itself or shifted by the gap, as asked', () => {
    const clock = zoneClock('America/New_York');
    const wall = Date.UTC(2025, 2, 9, 2, 30); // 02:30 on a night that goes from 02:00 to 03:00
    expect(clock.instantOfWall(wall, 'change')).toBe(Date.UTC(2025, 2, 9, 7));
    expect(clock.instantOfWall(wall, 'shift')).toBe(Date.UTC(2025, 2, 9, 7, 30));
    // A wall time that exists reads the same either way; a repeated one is the earlier.
    const repeated = Date.UTC(2025, 10, 2, 1, 30);
    expect(clock.instantOfWall(repeated, 'change')).toBe(Date.UTC(2025, 10, 2, 5, 30));
    expect(clock.instantOfWall(repeated, 'shift')).toBe(Date.UTC(2025, 10, 2, 5, 30));
  });

  it('rejects what is not a time and zones Intl does not know', () => {
    for (const t of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => zoneOffsetMs('Africa/Lagos', t)).toThrow(RangeError);
    }
    // After a good lookup too: a cached stretch of offsets must not let NaN through.
    zoneOffsetMs('Africa/Lagos', Date.UTC(2025, 0, 1));
    expect(() => zoneOffsetMs('Africa/Lagos', Number.NaN)).toThrow(RangeError);
    expect(() => zoneOffsetMs('Mars/Olympus_Mons', 0)).toThrow(RangeError);
  });
});
