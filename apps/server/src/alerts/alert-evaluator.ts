import type { AlertKind } from '@trading/contract';
import type { Db } from '../db/database';
import { instrumentById } from '../market/instruments';
import type { MarketData } from '../stocks/market-data';
import { fireAlert, waitingAlerts } from './alert-repository';
import { alertMet } from './alert-rule';

/**
 * One pass over every waiting alert against the simulator's current quotes (the prices the
 * ticks carry). Each met alert is claimed and notified in its own transaction; a claim that
 * another process won writes nothing. Returns how many alerts this pass fired.
 */
export async function evaluateAlerts(
  db: Db,
  market: MarketData,
  now: () => number,
): Promise<number> {
  const waiting = await waitingAlerts(db);
  let fired = 0;
  for (const alert of waiting) {
    const instrument = instrumentById(alert.instrumentId);
    if (!instrument) continue;
    const quote = market.quote(instrument);
    // Nothing moves before listing or outside a session; a stale close must not fire.
    if (!quote.listed || !quote.trading) continue;
    const observed = alertMet(alert.kind as AlertKind, alert.value, quote);
    if (observed !== null && (await fireAlert(db, alert, observed, new Date(now())))) fired++;
  }
  return fired;
}
