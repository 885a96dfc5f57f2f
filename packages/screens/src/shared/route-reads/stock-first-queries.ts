import type { FirstQuery } from '@trading/api';
import { KLINE_LIMIT, type KlinePeriod } from '@trading/contract';

/** The period the stock page's chart opens on. */
export const OPENING_PERIOD: KlinePeriod = 'MIN1';

/** The argument of the chart's candles: the latest page of the period. */
export function klineArg(id: number, timePeriod: KlinePeriod) {
  return { id, timePeriod, limit: KLINE_LIMIT };
}

/**
 * The reads the stock page shows first: the stock, and the chart's opening candles, so the
 * server's HTML carries the chart's picture too; its market's state, beside the symbol; and the
 * key statistics below the chart.
 */
export function stockFirstQueries(id: number): FirstQuery[] {
  return [
    { name: 'stockDetail', arg: { id } },
    { name: 'stockHistoryKline', arg: klineArg(id, OPENING_PERIOD) },
    { name: 'marketStatus' },
    { name: 'stockStatistics', arg: { id } },
  ];
}
