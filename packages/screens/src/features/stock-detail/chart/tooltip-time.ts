import type { KlinePeriod } from '@trading/contract';

/**
 * How the tooltip heads a candle, in the reader's language and the market's zone: the date and
 * 24-hour time within a day, the date alone for a day or longer. One formatter per chart.
 */
export function tooltipTimeFormat(
  locale: string,
  timeZone: string,
  period: KlinePeriod,
): (time: number) => string {
  const intraday = period.startsWith('MIN') || period.startsWith('HOUR');
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(intraday && { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  });
  return (time) => format.format(time);
}
