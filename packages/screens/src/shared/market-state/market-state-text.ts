import { EXCHANGE_TIME_ZONES, type MarketStatus } from '@trading/contract';
import { localDayOf } from '@trading/market-time';

type Format = (id: string, values?: Record<string, string>) => string;

/**
 * A time the market's state names, on the market's own clock with its zone written out (a
 * Lagos investor reading New York's open sees "EST"); with the weekday unless it is today there.
 */
function marketTime(locale: string, status: MarketStatus, at: number, now: number): string {
  const timeZone = EXCHANGE_TIME_ZONES[status.market];
  const sameDay = localDayOf(timeZone, at) === localDayOf(timeZone, now);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    ...(sameDay ? {} : { weekday: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(at);
}

/** "Open · closes 14:30 GMT+1", "Closed · opens Tue, 10:00 GMT+1", "Open 24 h (demo market)". */
export function marketStateText(
  format: Format,
  locale: string,
  status: MarketStatus,
  now: number,
): string {
  const time = (at: number) => marketTime(locale, status, at, now);
  switch (status.state) {
    case 'OPEN':
      return status.until === null
        ? format('marketState.always')
        : format('marketState.open', { time: time(status.until) });
    case 'PRE_OPEN':
      return format('marketState.preOpen', { time: time(status.until ?? now) });
    case 'BREAK':
      return format('marketState.break', { time: time(status.until ?? now) });
    case 'CLOSED':
      return format(status.holiday ? 'marketState.holiday' : 'marketState.closed', {
        time: time(status.opensAt ?? status.until ?? now),
      });
  }
}
