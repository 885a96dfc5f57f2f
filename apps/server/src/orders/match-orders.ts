import type { OrderType } from '@trading/contract';
import type { FastifyInstance } from 'fastify';
import { startPeriodicSweep } from '../background/periodic-sweep';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { fromUnits, priceUnits, toUnits, type Units } from '../ledger/decimal';
import { instrumentById, INSTRUMENTS } from '../market/instruments';
import type { Services } from '../services';
import { UNCOUNTED_ORDERS, type OrderMeter } from '../metrics/order-metrics';
import type { PriceSource } from '../trading/price-source';
import { endUnfilled, fillOrder } from './fill-order';
import { notifyOrderEnd, type BackgroundEnd } from './notify-order-end';
import { evaluate, type OrderTerms } from './order-terms';
import { notifyContractNote } from '../documents/notify-contract-note';
import { filledNotice } from './filled-notice';
import {
  listDue,
  lockPending,
  type LastPrice,
  updateWorkingOrder,
  type WorkingOrderRow,
} from './working-order-repository';

export function termsOf(row: WorkingOrderRow): OrderTerms {
  return {
    type: row.type as OrderType,
    side: row.side as 'BUY' | 'SELL',
    quantity: row.quantity,
    limit: row.limitPrice === null ? null : toUnits(row.limitPrice),
    stop: row.stopPrice === null ? null : toUnits(row.stopPrice),
    triggered: row.triggered,
  };
}

type Step = { kind: 'expire' } | { kind: 'fill' | 'trigger'; price: Units } | undefined;

function stepFor(row: WorkingOrderRow, prices: PriceSource, now: number): Step {
  if (row.expiresAt.getTime() <= now) return { kind: 'expire' };
  const quote = prices.quote(instrumentById(row.instrumentId)!);
  if (!quote.trading) return undefined;
  const price = priceUnits(quote.price);
  const { triggered, fills } = evaluate(termsOf(row), price);
  if (fills) return { kind: 'fill', price };
  return triggered && !row.triggered ? { kind: 'trigger', price } : undefined;
}

/** The last price of every instrument trading now (an instrument not trading only expires). */
function lastPrices(prices: PriceSource): LastPrice[] {
  return INSTRUMENTS.flatMap((instrument) => {
    const quote = prices.quote(instrument);
    // The price stepFor compares, in the same units.
    const price = fromUnits(priceUnits(quote.price), 8);
    return quote.trading ? [{ instrumentId: instrument.id, price }] : [];
  });
}

/**
 * Acts on one order under its row lock: how it ended, or undefined when another process has
 * it or nothing is due.
 */
async function matchOne(
  db: Db,
  id: number,
  prices: PriceSource,
  now: number,
): Promise<WorkingOrderRow | undefined> {
  return inTransaction(db, async (tx) => {
    const row = await lockPending(tx, id, 'skip');
    if (!row) return undefined;
    const step = stepFor(row, prices, now);
    if (!step) return undefined;
    if (step.kind === 'expire') {
      const ended = await endUnfilled(
        tx,
        row,
        'EXPIRED',
        row.timeInForce === 'DAY' ? 'DAY_CLOSE' : 'MAX_LIFE',
      );
      await notifyOrderEnd(tx, row, 'EXPIRED');
      return ended;
    }
    if (step.kind === 'trigger') {
      await updateWorkingOrder(tx, row.id, { triggered: true });
      return undefined;
    }
    const ended = await fillOrder(tx, row, step.price);
    await notifyOrderEnd(tx, ended, ended.status as BackgroundEnd);
    if (ended.status === 'FILLED') await notifyContractNote(tx, filledNotice(ended));
    return ended;
  });
}

/** Counts a committed end: a fill, or a fill refused (its reason); an expiry is neither. */
function countEnd(orders: OrderMeter, ended: WorkingOrderRow): void {
  if (ended.status === 'FILLED') orders.filled('working');
  else if (ended.status === 'REJECTED' && ended.reason) orders.refused(ended.reason);
}

/**
 * One pass over the pending orders that are due at the prices of `now` (the database leaves
 * the resting book out): expiry first, then triggers and fills. Every process may run it: the row lock (FOR UPDATE SKIP LOCKED) gives each order to
 * one transaction, which re-reads it, so an order fills or ends exactly once. Nothing is kept
 * in memory, so after a restart the first pass picks the book up from the database.
 * Returns how many orders ended.
 */
export async function matchOrders(
  db: Db,
  prices: PriceSource,
  now: number,
  orders: OrderMeter = UNCOUNTED_ORDERS,
): Promise<number> {
  let count = 0;
  for (const row of await listDue(db, lastPrices(prices), new Date(now))) {
    const ended = stepFor(row, prices, now) && (await matchOne(db, row.id, prices, now));
    if (!ended) continue;
    countEnd(orders, ended);
    count += 1;
  }
  return count;
}

/** Matches working orders every `config.orderMatchEveryMs` while the server runs. */
export function startOrderMatching(api: FastifyInstance, services: Services): void {
  const everyMs = services.config.orderMatchEveryMs;
  if (everyMs <= 0) return;
  startPeriodicSweep(api, services.jobs, {
    name: 'order-matching',
    everyMs,
    run: () =>
      matchOrders(services.db, services.market, services.market.clock(), services.orderMeter),
    done: { message: 'working orders ended', countKey: 'ended' },
    failed: 'order matching failed',
  });
}
