import type { MarketStatus } from '@trading/contract';
import { localDayOf, zonedTimeToUtc } from '@trading/market-time';
import type { MarketMeta } from './markets.js';
import { createSessionCalendar, type SessionMode } from './sim/session-calendar.js';

/** The 24 h demo market: open, with no close to announce. */
const ALWAYS_OPEN = { state: 'OPEN', until: null, opensAt: null, holiday: false } as const;

/**
 * A market's state at `now` from its definition alone (hours, breaks, holidays in its own
 * zone), so every process computes the same answer without asking another: the HTTP route,
 * the feed's announcements and the order checks agree.
 */
export function marketStatusAt(meta: MarketMeta, mode: SessionMode, now: number): MarketStatus {
  if (mode === 'always') return { market: meta.exchange, ...ALWAYS_OPEN };
  const calendar = createSessionCalendar(meta, mode);
  const zone = meta.timeZone;
  const at = (day: number, minute: number) => zonedTimeToUtc(zone, day, minute);
  const today = localDayOf(zone, now);
  const base = { market: meta.exchange, holiday: calendar.isHoliday(today) };

  if (calendar.isTradingDay(today)) {
    const preOpen = at(today, meta.preOpenMinute);
    const open = at(today, meta.sessionOpenMinute);
    const close = at(today, meta.sessionCloseMinute);
    if (now < preOpen) return { ...base, state: 'CLOSED', until: preOpen, opensAt: open };
    if (now < open) return { ...base, state: 'PRE_OPEN', until: open, opensAt: open };
    if (now < close) {
      for (const b of meta.breaks) {
        const start = at(today, b.startMinute);
        const end = at(today, b.endMinute);
        if (now < start) return { ...base, state: 'OPEN', until: start, opensAt: null };
        if (now < end) return { ...base, state: 'BREAK', until: end, opensAt: end };
      }
      return { ...base, state: 'OPEN', until: close, opensAt: null };
    }
  }
  // Night, weekend or holiday: the next trading day's pre-open ends it. The demo calendar
  // never closes a market for more than a few days, so the walk is short.
  let day = today + 1;
  while (!calendar.isTradingDay(day)) day += 1;
  return {
    ...base,
    state: 'CLOSED',
    until: at(day, meta.preOpenMinute),
    opensAt: at(day, meta.sessionOpenMinute),
  };
}
