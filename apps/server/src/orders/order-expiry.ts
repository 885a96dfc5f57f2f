import type { TimeInForce } from '@trading/contract';
import type { Instrument } from '../market/instruments';
import { MARKETS } from '../market/markets';
import type { SessionMode } from '../market/sim/session-calendar';
import { createSessionCalendar } from '../market/sim/session-calendar';

/** The longest a good-till-cancelled order lives. */
export const GTC_MAX_LIFE_MS = 90 * 24 * 3600 * 1000;

/**
 * When an order placed at `now` ends if nothing fills it: DAY at the close of the market's
 * current session in its own time zone (the next session's when it is closed), GTC after
 * its maximum life.
 */
export function expiryOf(
  instrument: Instrument,
  timeInForce: TimeInForce,
  now: number,
  sessions: SessionMode,
): Date {
  if (timeInForce === 'GTC') return new Date(now + GTC_MAX_LIFE_MS);
  const calendar = createSessionCalendar(MARKETS[instrument.exchange], sessions);
  let day = calendar.dayOf(now);
  while (!calendar.isTradingDay(day) || calendar.session(day).end <= now) day += 1;
  return new Date(calendar.session(day).end);
}
