import { DAY_MS as DAY } from './civil-date.js';
import { intlOffsetMs } from './intl-wall-clock.js';

const SECOND = 1000;
/** UTC days of offsets kept per zone: eleven years of history scrolling. */
const MAX_CACHED_DAYS = 4096;

/**
 * What a wall time the clocks skipped (spring forward) stands for: `change`, the instant of the
 * change, i.e. the first instant showing a later time (where a candle whose start was skipped
 * begins); `shift`, the time read with the offset before the change, so 02:30 in a gap from
 * 02:00 to 03:00 is 03:30 (Temporal's `compatible`; where a session opening at 02:30 opens).
 */
export type SkippedWallTime = 'change' | 'shift';

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
  private readonly days = new Map<number, DaySpan>();
  private windowStart = Number.NaN;
  private windowEnd = Number.NaN;
  private windowOffset = 0;

  constructor(readonly timeZone: string) {
    // Fails here, once, for a zone name Intl does not know.
    intlOffsetMs(timeZone, 0);
  }

  /** Offset in ms to add to an instant to get its wall-clock time read as UTC. */
  offsetAt(instant: number): number {
    if (instant >= this.windowStart && instant < this.windowEnd) return this.windowOffset;
    if (!Number.isFinite(instant)) throw new RangeError(`not a time: ${instant}`);
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
   * The instant whose wall-clock time (read as UTC ms) is `wall`: the earlier of two when the
   * wall time repeats (clocks going back); when it was skipped, as `skipped` says.
   */
  instantOfWall(wall: number, skipped: SkippedWallTime): number {
    const before = this.offsetAt(wall - DAY);
    const after = this.offsetAt(wall + DAY);
    const viaBefore = wall - before;
    const viaAfter = wall - after;
    const beforeFits = this.offsetAt(viaBefore) === before;
    const afterFits = this.offsetAt(viaAfter) === after;
    if (beforeFits && afterFits) return Math.min(viaBefore, viaAfter);
    if (beforeFits) return viaBefore;
    if (afterFits) return viaAfter;
    // Skipped: the clocks jumped from `before` to `after` somewhere in (viaAfter, viaBefore].
    if (skipped === 'shift') return viaBefore;
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
    return intlOffsetMs(this.timeZone, instant);
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
