import { Counter, type Registry } from 'prom-client';
import { ApiError } from '../errors/api-error';

/** An order filled at once ("market": buy, sell) or one that waits in the book ("working"). */
export type OrderKind = 'market' | 'working';

export interface OrderMeter {
  /** An order accepted: its statement committed (a replayed key is not counted again). */
  placed(kind: OrderKind): void;
  /** An order filled: committed with its ledger. */
  filled(kind: OrderKind): void;
  /** An order refused, by its error name or, for one the matcher rejects, its end reason. */
  refused(reason: string): void;
}

/** orders_placed_total, orders_filled_total and orders_refused_total on `registry`. */
export function orderMeter(registry: Registry): OrderMeter {
  const registers = [registry];
  const placed = new Counter({
    name: 'orders_placed_total',
    help: 'Orders accepted, market (filled at once) or working (waiting in the book)',
    labelNames: ['kind'],
    registers,
  });
  const filled = new Counter({
    name: 'orders_filled_total',
    help: 'Orders filled, market or working',
    labelNames: ['kind'],
    registers,
  });
  const refused = new Counter({
    name: 'orders_refused_total',
    help: 'Orders refused at placement (error name) or rejected by the matcher (end reason)',
    labelNames: ['reason'],
    registers,
  });
  return {
    placed: (kind) => placed.inc({ kind }),
    filled: (kind) => filled.inc({ kind }),
    refused: (reason) => refused.inc({ reason }),
  };
}

/** An order meter that counts nothing: for code run outside an app (seed, CLI, tests). */
export const UNCOUNTED_ORDERS: OrderMeter = { placed() {}, filled() {}, refused() {} };

/**
 * Runs a placement and counts a refusal by its error name. The placement counts itself when
 * its statement succeeds; this counts what the client is told no, so a retried key answered
 * from its stored answer counts neither.
 */
export async function countRefusal<T>(orders: OrderMeter, placement: Promise<T>): Promise<T> {
  try {
    return await placement;
  } catch (error) {
    if (error instanceof ApiError) orders.refused(error.errorName);
    throw error;
  }
}
