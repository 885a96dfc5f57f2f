const SECOND = 1000;
const DAY = 86_400_000;
/** UTC days of offsets kept per zone: eleven years of history scrolling. */
const MAX_CACHED_DAYS = 4096;

/** One UTC day of a zone: offset `before` until `transition`, `after` from it to the day's end. */
interface DaySpan {
  readonly transition: number;
  readonly before: number;
  readonly after: number;
}

/**
 * UTC offsets of one IANA time zone, read through `Intl` and cached per UTC day, because
 * `formatToParts` costs microseconds and ticks arrive far faster than that.
 *
 * Assumes what every tzdb zone satisfies since 1970: offsets change on whole seconds and at
 * most once within two days.
 */
export class ZoneClock {
  private readonly format: Intl.DateTimeFormat;
  private readonly days = new Map<number, DaySpan>();
  private windowStart = Number.NaN;
  private windowEnd = Number.NaN;
  private windowOffset = 0;

  constructor(timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** Offset in ms to add to an instant to get its wall-clock time read as UTC. */
  offsetAt(instant: number): number {
    if (instant >= this.windowStart && instant < this.windowEnd) return this.windowOffset;
    const day = Math.floor(instant / DAY);
    const span = this.daySpan(day);
    if (instant < span.transition) {
      this.windowStart = day * DAY;
      this.windowEnd = span.transition;
      this.windowOffset = span.before;
    } else {
      this.windowStart = span.transition;
      this.windowEnd = day * DAY + DAY;
      this.windowOffset = span.after;
    }
    return this.windowOffset;
  }

  /**
   * The first instant whose wall-clock time is at or after `wall`: the earlier of two when
   * the wall time repeats (clocks going back), the transition itself when it was skipped.
   */
  instantOfWall(wall: number): number {
    const before = this.offsetAt(wall - DAY);
    const after = this.offsetAt(wall + DAY);
    const viaBefore = wall - before;
    const viaAfter = wall - after;
    const beforeFits = this.offsetAt(viaBefore) === before;
    const afterFits = this.offsetAt(viaAfter) === after;
    if (beforeFits && afterFits) return Math.min(viaBefore, viaAfter);
    if (beforeFits) return viaBefore;
    if (afterFits) return viaAfter;
    // Skipped wall time: the offset switches from `before` to `after` inside (viaAfter, viaBefore].
    let lo = Math.floor(viaAfter / SECOND);
    let hi = Math.ceil(viaBefore / SECOND);
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (this.offsetAt(mid * SECOND) === after) hi = mid;
      else lo = mid;
    }
    return hi * SECOND;
  }

  private daySpan(day: number): DaySpan {
    let span = this.days.get(day);
    if (span !== undefined) return span;
    const start = day * DAY;
    const last = start + DAY - SECOND;
    const before = this.readOffset(start);
    const after = this.readOffset(last);
    let transition = start + DAY;
    if (before !== after) {
      // The one day a change happens: find its second, once.
      let lo = start / SECOND;
      let hi = last / SECOND;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (this.readOffset(mid * SECOND) === before) lo = mid;
        else hi = mid;
      }
      transition = hi * SECOND;
    }
    span = { transition, before, after };
    if (this.days.size >= MAX_CACHED_DAYS) this.days.clear();
    this.days.set(day, span);
    return span;
  }

  private readOffset(instant: number): number {
    const whole = Math.floor(instant / SECOND) * SECOND;
    let year = 0;
    let month = 0;
    let day = 0;
    let hour = 0;
    let minute = 0;
    let second = 0;
    for (const part of this.format.formatToParts(whole)) {
      switch (part.type) {
        case 'year':
          year = Number(part.value);
          break;
        case 'month':
          month = Number(part.value);
          break;
        case 'day':
          day = Number(part.value);
          break;
        case 'hour':
          hour = Number(part.value);
          break;
        case 'minute':
          minute = Number(part.value);
          break;
        case 'second':
          second = Number(part.value);
          break;
      }
    }
    return Date.UTC(year, month - 1, day, hour, minute, second) - whole;
  }
}

const clocks = new Map<string, ZoneClock>();

/** The shared clock of a zone; throws a RangeError for a name `Intl` does not know. */
export function zoneClock(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    clock = new ZoneClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}
